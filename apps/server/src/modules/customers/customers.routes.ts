import {
  createCustomerBody,
  customer,
  customerAppointmentPage,
  customerAppointmentsQuery,
  customerDedupeBody,
  customerDedupeResult,
  customerDeleted,
  customerList,
  customerListBody,
  customerListQuery,
  errorBody,
  idParam,
  outstandingItems,
  saveCustomerBody,
} from '@paybook/contracts';
import {
  ADD_CUSTOMER_REQUIREMENT,
  allOf,
  CALENDAR_REQUIREMENT,
  DELETE_CUSTOMER_REQUIREMENT,
  EDIT_CUSTOMER_REQUIREMENT,
  VIEW_CUSTOMER_PROFILE_REQUIREMENT,
  VIEW_CUSTOMERS_REQUIREMENT,
} from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { IDEMPOTENT, sendIdempotent } from '../../plugins/idempotency.ts';
import type { TokenProcessor } from '../processor/processor.ts';
import * as appointmentsService from './customer-appointments.service.ts';
import * as listService from './customer-list.service.ts';
import * as service from './customers.service.ts';

const tags = ['Customers'];
// spec 1 §6: every user reads the list and profiles (default viewing claims), as the navigation offers them.
const view = { requirement: VIEW_CUSTOMERS_REQUIREMENT };
const profile = { requirement: VIEW_CUSTOMER_PROFILE_REQUIREMENT };
/** Issue 16 point 7: the customer's visits also need the calendar's feature and claim (spec 1 §2.3). */
const visits = { requirement: allOf(VIEW_CUSTOMER_PROFILE_REQUIREMENT, CALENDAR_REQUIREMENT) };
const customerIdParams = z.object({ id: idParam });
/** 409 DUPLICATE_CUSTOMER also carries existing_customer_id (see customers-errors.ts). */
const duplicateError = errorBody.extend({ existing_customer_id: z.number().int().optional() });

/** spec 2 §7 Customer calls (paths under /api; ruling 1: snake_case). */
export const customersRoutes =
  (db: Database, processor: TokenProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/customer',
      {
        config: { requirement: ADD_CUSTOMER_REQUIREMENT },
        schema: {
          tags,
          summary: 'Add a customer (409 DUPLICATE_CUSTOMER when the e-mail is on file)',
          description: IDEMPOTENT,
          body: createCustomerBody,
          response: { 201: customer, 409: duplicateError },
        },
      },
      async (request, reply) =>
        sendIdempotent(
          reply,
          await service.createCustomer(db, processor, request, requireUser(request), request.body),
        ),
    );
    app.get(
      '/customer/:id/full',
      {
        config: profile,
        schema: { tags, summary: 'One customer', params: customerIdParams, response: { 200: customer } },
      },
      (request) => service.getCustomer(db, requireUser(request), request.params.id),
    );
    app.get(
      '/customer/:id/appointments',
      {
        config: visits,
        schema: {
          tags,
          summary:
            "The customer's upcoming or past appointments (only the user's own without manage_appointments)",
          params: customerIdParams,
          querystring: customerAppointmentsQuery,
          response: { 200: customerAppointmentPage },
        },
      },
      (request) =>
        appointmentsService.listCustomerAppointments(
          db,
          requireUser(request),
          request.params.id,
          request.query,
        ),
    );
    app.put(
      '/customer/:id',
      {
        config: { requirement: EDIT_CUSTOMER_REQUIREMENT },
        schema: {
          tags,
          summary: 'Save a customer',
          params: customerIdParams,
          body: saveCustomerBody,
          response: { 200: customer, 409: duplicateError },
        },
      },
      (request) => service.updateCustomer(db, requireUser(request), request.params.id, request.body),
    );
    app.delete(
      '/customer/:id',
      {
        config: { requirement: DELETE_CUSTOMER_REQUIREMENT },
        schema: {
          tags,
          summary: 'Delete a customer, or mark one with history (409 CUSTOMER_DELETE_BLOCKED)',
          params: customerIdParams,
          response: { 200: customerDeleted },
        },
      },
      (request) => service.deleteCustomer(db, requireUser(request), request.params.id),
    );
    app.get(
      '/customer/:id/outstandingitems',
      {
        config: profile,
        schema: {
          tags,
          summary: 'What blocks deleting the customer',
          params: customerIdParams,
          response: { 200: outstandingItems },
        },
      },
      (request) => service.getOutstandingItems(db, requireUser(request), request.params.id),
    );
    app.put(
      '/customer/search',
      {
        config: view,
        schema: {
          tags,
          summary: 'The customer list: search, sort, page and projections',
          querystring: customerListQuery,
          body: customerListBody,
          response: { 200: customerList },
        },
      },
      (request) => listService.listCustomers(db, requireUser(request), request.query, request.body),
    );
    app.post(
      '/customer/search',
      {
        config: view,
        schema: {
          tags,
          summary: 'Duplicate search: by e-mail, else exact first and last name',
          body: customerDedupeBody,
          response: { 200: customerDedupeResult },
        },
      },
      (request) => listService.findDuplicateCustomers(db, requireUser(request), request.body),
    );
  };
