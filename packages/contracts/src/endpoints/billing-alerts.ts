import { VIEW_CUSTOMER_PROFILE_REQUIREMENT } from '@paybook/domain/access/customer-viewing';
import { z } from 'zod';
import { customerBillingAlerts } from '../billing-alerts.ts';
import { defineEndpoint, requires } from '../endpoint.ts';
import { idParam } from '../primitives.ts';

// Issue 25 point 7 (path ours; ruling 1): a customer's billing schedules whose card expires before the
// next bill or whose bill is past due. Another merchant's customer is not found (404).
export const getCustomerBillingAlerts = defineEndpoint({
  method: 'GET',
  path: '/customer/:customerId/billing_alerts',
  access: requires(VIEW_CUSTOMER_PROFILE_REQUIREMENT),
  tags: ['Customers'],
  summary: "A customer's billing schedules whose card expires before the next bill, or that are past due",
  params: z.object({ customerId: idParam }),
  responses: { 200: customerBillingAlerts },
  errors: [404],
});
