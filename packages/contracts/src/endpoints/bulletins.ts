import { BULLETINS_REQUIREMENT } from '@paybook/domain/bulletins/bulletins';
import { okResponse } from '../auth.ts';
import { bulletinList, bulletinNameParams } from '../bulletins.ts';
import { defineEndpoint, requires } from '../endpoint.ts';

// spec 1 §7 Bulletins.
const tags = ['Bulletins'];
const access = requires(BULLETINS_REQUIREMENT);

export const listBulletins = defineEndpoint({
  method: 'GET',
  path: '/merchant/bulletins',
  access,
  tags,
  summary: 'The open onboarding prompts',
  responses: { 200: bulletinList },
});

export const completeBulletin = defineEndpoint({
  method: 'DELETE',
  path: '/merchant/bulletin/:name',
  access,
  tags,
  summary: 'Complete a bulletin',
  params: bulletinNameParams,
  responses: { 200: okResponse },
  errors: [404],
});

export const revertBulletin = defineEndpoint({
  method: 'POST',
  path: '/merchant/bulletin/:name',
  access,
  tags,
  summary: 'Revert a bulletin',
  params: bulletinNameParams,
  responses: { 200: okResponse },
  errors: [404],
});
