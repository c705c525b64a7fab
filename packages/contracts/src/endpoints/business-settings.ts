import { BUSINESS_SETTINGS_REQUIREMENT } from '@paybook/domain/shell/route-table/settings';
import { businessDetails, updateBusinessDetailsBody } from '../business-settings.ts';
import { defineEndpoint, requires } from '../endpoint.ts';

// spec 3 §2.5 settings.edit, §3.3 Business settings (paths not shown in the spec; ruling 1).
const tags = ['Business settings'];
const access = requires(BUSINESS_SETTINGS_REQUIREMENT);

export const getBusinessDetails = defineEndpoint({
  method: 'GET',
  path: '/merchant/business_details',
  access,
  tags,
  summary: 'Business name, contact details, address and first day of the week',
  responses: { 200: businessDetails },
  errors: [404],
});

export const updateBusinessDetails = defineEndpoint({
  method: 'PUT',
  path: '/merchant/business_details',
  access,
  tags,
  summary: 'Save the business details (every field)',
  body: updateBusinessDetailsBody,
  responses: { 200: businessDetails },
  errors: [404],
});
