import { FEE_STRUCTURES_READ_REQUIREMENT } from '@paybook/domain/fee-structures/permissions';
import { z } from 'zod';
import { defineEndpoint, requires } from '../endpoint.ts';
import { feeStructureUseCount, schedulePriceViolations } from '../fee-structure-use.ts';
import { priceViolationBody } from '../fee-structures.ts';
import { idParam } from '../primitives.ts';

// spec 3 §7 Fees, the calls that waited for billing schedules (issue 25 point 8); access as the other fee
// calls (packages/domain/src/fee-structures).
const tags = ['Taxes, fees and discounts'];
const read = requires(FEE_STRUCTURES_READ_REQUIREMENT);
const params = z.object({ id: idParam });

export const countFeeStructureSchedules = defineEndpoint({
  method: 'GET',
  path: '/subscriptions/fee_structure/:id/count',
  access: read,
  tags,
  summary: 'How many billing schedules that still bill use it',
  params,
  responses: { 200: feeStructureUseCount },
  errors: [404],
});

export const countFeeStructureOrders = defineEndpoint({
  method: 'GET',
  path: '/orders/fee_structure/:id/count',
  access: read,
  tags,
  summary: 'How many orders charged or took it off',
  params,
  responses: { 200: feeStructureUseCount },
  errors: [404],
});

export const findSchedulePriceViolations = defineEndpoint({
  method: 'POST',
  path: '/subscription/fee_structure/:id/has_price_violations',
  access: read,
  tags,
  summary: 'Billing schedules whose item price a dollar discount would exceed',
  params,
  body: priceViolationBody,
  responses: { 200: schedulePriceViolations },
  errors: [404],
});
