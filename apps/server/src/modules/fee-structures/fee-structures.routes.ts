import {
  deletedFeeStructure,
  feeStructure,
  feeStructureBody,
  feeStructureList,
  feeStructureUsage,
  idParam,
  offeringDiscountsBody,
  priceViolationBody,
  priceViolations,
} from '@paybook/contracts';
import { FEE_STRUCTURES_READ_REQUIREMENT, FEE_STRUCTURES_WRITE_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { IDEMPOTENT, sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './fee-structures.service.ts';

const tags = ['Taxes, fees and discounts'];
const read = { requirement: FEE_STRUCTURES_READ_REQUIREMENT };
const write = { requirement: FEE_STRUCTURES_WRITE_REQUIREMENT };
const params = z.object({ id: idParam });

/** spec 3 §7 Fees (paths under /api, ruling 1); access in packages/domain/src/fee-structures. */
export const feeStructuresRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/catalog/fee_structure',
      {
        config: write,
        schema: {
          tags,
          summary: 'Add a tax, fee or discount',
          description: IDEMPOTENT,
          body: feeStructureBody,
          response: { 200: feeStructure },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await service.createFeeStructure(db, request, requireUser(request), request.body),
        ),
    );
    app.get(
      '/catalog/fee_structure/:id',
      {
        config: read,
        schema: { tags, summary: 'One fee structure', params, response: { 200: feeStructure } },
      },
      (request) => service.getFeeStructure(db, requireUser(request), request.params.id),
    );
    app.put(
      '/catalog/fee_structure/:id',
      {
        config: write,
        schema: {
          tags,
          summary: 'Save a fee structure',
          params,
          body: feeStructureBody,
          response: { 200: feeStructure },
        },
      },
      (request) => service.updateFeeStructure(db, requireUser(request), request.params.id, request.body),
    );
    app.delete(
      '/catalog/fee_structure/:id',
      {
        config: write,
        schema: { tags, summary: 'Delete a fee structure', params, response: { 200: deletedFeeStructure } },
      },
      (request) => service.deleteFeeStructure(db, requireUser(request), request.params.id),
    );
    app.put(
      '/catalog/fee_structure/:id/deactivate',
      {
        config: write,
        schema: { tags, summary: 'Deactivate a fee structure', params, response: { 200: feeStructure } },
      },
      (request) => service.deactivateFeeStructure(db, requireUser(request), request.params.id),
    );
    app.get(
      '/catalog/fee_structure/:id/attached_offering_count',
      {
        config: read,
        schema: {
          tags,
          summary: 'How many items and fees use it',
          params,
          response: { 200: feeStructureUsage },
        },
      },
      (request) => service.feeStructureUsage(db, requireUser(request), request.params.id),
    );
    app.post(
      '/catalog/fee_structure/:id/has_price_violations',
      {
        config: read,
        schema: {
          tags,
          summary: 'Items whose preset price a dollar discount would exceed',
          params,
          body: priceViolationBody,
          response: { 200: priceViolations },
        },
      },
      (request) =>
        service.findPriceViolations(db, requireUser(request), request.params.id, request.body.discount_price),
    );
    app.get(
      '/catalog/fee_structures/active',
      {
        config: read,
        schema: { tags, summary: 'Active fee structures', response: { 200: feeStructureList } },
      },
      (request) => service.listActiveFeeStructures(db, requireUser(request)),
    );
    app.get(
      '/catalog/fee_structures/active_valid',
      {
        config: read,
        schema: {
          tags,
          summary: 'Active fees and taxes, and the discounts usable today',
          response: { 200: feeStructureList },
        },
      },
      (request) => service.listActiveValidFeeStructures(db, requireUser(request)),
    );
    app.put(
      '/catalog/offerings/all_discounts',
      {
        config: read,
        schema: {
          tags,
          summary: 'The active discounts attached to these items',
          body: offeringDiscountsBody,
          response: { 200: feeStructureList },
        },
      },
      (request) => service.listOfferingDiscounts(db, requireUser(request), request.body.offering_ids),
    );
  };
