import { businessDetails, updateBusinessDetailsBody } from '@paybook/contracts';
import { BUSINESS_SETTINGS_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getBusinessDetails, updateBusinessDetails } from './business-settings.service.ts';

const tags = ['Business settings'];
const config = { requirement: BUSINESS_SETTINGS_REQUIREMENT };

/** spec 3 §2.5 settings.edit, §3.3 Business settings (paths not shown in the spec; ruling 1). */
export const businessSettingsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/merchant/business_details',
      {
        config,
        schema: {
          tags,
          summary: 'Business name, contact details, address and first day of the week',
          response: { 200: businessDetails },
        },
      },
      (request) => getBusinessDetails(db, requireUser(request)),
    );
    app.put(
      '/merchant/business_details',
      {
        config,
        schema: {
          tags,
          summary: 'Save the business details (every field)',
          body: updateBusinessDetailsBody,
          response: { 200: businessDetails },
        },
      },
      (request) => updateBusinessDetails(db, requireUser(request), request.body),
    );
  };
