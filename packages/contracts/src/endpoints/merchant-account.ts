import { BUSINESS_SETTINGS_REQUIREMENT } from '@paybook/domain/shell/route-table/settings';
import { defineEndpoint, requires } from '../endpoint.ts';
import { accountDetails, merchantStats } from '../merchant-account.ts';

// spec 3 §7 Settings: account details and merchant stats (paths not shown; ruling 1). Shown on the
// business settings page, so they need what it needs (spec 3 §6: manage_configuration).
const tags = ['Business settings'];
const access = requires(BUSINESS_SETTINGS_REQUIREMENT);

export const getAccountDetails = defineEndpoint({
  method: 'GET',
  path: '/merchant/account_details',
  access,
  tags,
  summary: 'The account: number, product, booking page, owner and the day it was opened',
  responses: { 200: accountDetails },
  errors: [404],
});

export const getMerchantStats = defineEndpoint({
  method: 'GET',
  path: '/merchant/stats',
  access,
  tags,
  summary: 'Counts of customers, staff, services, products, coming appointments and recent orders',
  responses: { 200: merchantStats },
});
