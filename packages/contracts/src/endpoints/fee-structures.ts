import {
  FEE_STRUCTURES_READ_REQUIREMENT,
  FEE_STRUCTURES_WRITE_REQUIREMENT,
} from '@paybook/domain/fee-structures/permissions';
import { z } from 'zod';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  deletedFeeStructure,
  feeStructure,
  feeStructureBody,
  feeStructureList,
  feeStructureUsage,
  offeringDiscountsBody,
  priceViolationBody,
  priceViolations,
} from '../fee-structures.ts';
import { idParam } from '../primitives.ts';

// spec 3 §7 Fees (paths under /api, ruling 1); access in packages/domain/src/fee-structures.
const tags = ['Taxes, fees and discounts'];
const read = requires(FEE_STRUCTURES_READ_REQUIREMENT);
const write = requires(FEE_STRUCTURES_WRITE_REQUIREMENT);
const params = z.object({ id: idParam });

export const createFeeStructure = defineEndpoint({
  method: 'POST',
  path: '/catalog/fee_structure',
  access: write,
  tags,
  summary: 'Add a tax, fee or discount',
  body: feeStructureBody,
  responses: { 200: feeStructure },
  idempotency: 'optional',
});

export const getFeeStructure = defineEndpoint({
  method: 'GET',
  path: '/catalog/fee_structure/:id',
  access: read,
  tags,
  summary: 'One fee structure',
  params,
  responses: { 200: feeStructure },
  errors: [404],
});

export const updateFeeStructure = defineEndpoint({
  method: 'PUT',
  path: '/catalog/fee_structure/:id',
  access: write,
  tags,
  summary: 'Save a fee structure',
  params,
  body: feeStructureBody,
  responses: { 200: feeStructure },
  errors: [404],
});

export const deleteFeeStructure = defineEndpoint({
  method: 'DELETE',
  path: '/catalog/fee_structure/:id',
  access: write,
  tags,
  summary: 'Delete a fee structure',
  params,
  responses: { 200: deletedFeeStructure },
  errors: [404],
});

export const deactivateFeeStructure = defineEndpoint({
  method: 'PUT',
  path: '/catalog/fee_structure/:id/deactivate',
  access: write,
  tags,
  summary: 'Deactivate a fee structure',
  params,
  responses: { 200: feeStructure },
  errors: [404],
});

export const getFeeStructureUsage = defineEndpoint({
  method: 'GET',
  path: '/catalog/fee_structure/:id/attached_offering_count',
  access: read,
  tags,
  summary: 'How many items and fees use it',
  params,
  responses: { 200: feeStructureUsage },
  errors: [404],
});

export const findPriceViolations = defineEndpoint({
  method: 'POST',
  path: '/catalog/fee_structure/:id/has_price_violations',
  access: read,
  tags,
  summary: 'Items whose preset price a dollar discount would exceed',
  params,
  body: priceViolationBody,
  responses: { 200: priceViolations },
  errors: [404],
});

export const listActiveFeeStructures = defineEndpoint({
  method: 'GET',
  path: '/catalog/fee_structures/active',
  access: read,
  tags,
  summary: 'Active fee structures',
  responses: { 200: feeStructureList },
});

export const listActiveValidFeeStructures = defineEndpoint({
  method: 'GET',
  path: '/catalog/fee_structures/active_valid',
  access: read,
  tags,
  summary: 'Active fees and taxes, and the discounts usable today',
  responses: { 200: feeStructureList },
});

export const listOfferingDiscounts = defineEndpoint({
  method: 'PUT',
  path: '/catalog/offerings/all_discounts',
  access: read,
  tags,
  summary: 'The active discounts attached to these items',
  body: offeringDiscountsBody,
  responses: { 200: feeStructureList },
});
