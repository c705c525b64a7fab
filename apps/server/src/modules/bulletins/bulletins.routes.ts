import { bulletinList, bulletinNameParams, okResponse } from '@paybook/contracts';
import { BULLETINS_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './bulletins.service.ts';

const tags = ['Bulletins'];
const config = { requirement: BULLETINS_REQUIREMENT };

/** spec 1 §7 Bulletins. */
export const bulletinsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/merchant/bulletins',
      { config, schema: { tags, summary: 'The open onboarding prompts', response: { 200: bulletinList } } },
      (request) => service.listBulletins(db, requireUser(request)),
    );
    app.delete(
      '/merchant/bulletin/:name',
      {
        config,
        schema: {
          tags,
          summary: 'Complete a bulletin',
          params: bulletinNameParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.setBulletin(db, requireUser(request), request.params.name, true);
        return { ok: true as const };
      },
    );
    app.post(
      '/merchant/bulletin/:name',
      {
        config,
        schema: {
          tags,
          summary: 'Revert a bulletin',
          params: bulletinNameParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.setBulletin(db, requireUser(request), request.params.name, false);
        return { ok: true as const };
      },
    );
  };
