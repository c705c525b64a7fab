import {
  CANCEL_INVOICE_REQUIREMENT,
  CREATE_INVOICE_REQUIREMENT,
  DUPLICATE_INVOICE_REQUIREMENT,
  EDIT_INVOICE_REQUIREMENT,
  READ_INVOICE_REQUIREMENT,
  RESEND_INVOICE_REQUIREMENT,
} from '@paybook/domain/invoices/invoice-access';
import { z } from 'zod';
import { okResponse } from '../auth.ts';
import { defineEndpoint, PUBLIC, requires } from '../endpoint.ts';
import {
  cancelInvoiceBody,
  customerInvoicesParams,
  customerInvoicesQuery,
  invoice,
  invoiceBody,
  invoiceIdParams,
  invoiceListQuery,
  invoicePage,
  invoiceTokenParams,
  payInvoiceAnswer,
  payInvoiceBody,
  publicInvoice,
  resendInvoiceBody,
} from '../invoices.ts';

// Issue 25 points 3 and 4 (spec 3 §2.3, §4.3, §7 "resend invoice with emails"; paths ours, ruling 1). An
// invoice's id is its order's. Another merchant's invoice, or an order not billed by invoice, is 404; an
// action the invoice's status refuses is 409 INVOICE_ACTION_REFUSED with the reason.
const tags = ['Invoices'];

export const createInvoice = defineEndpoint({
  method: 'POST',
  path: '/invoice',
  access: requires(CREATE_INVOICE_REQUIREMENT),
  tags,
  summary: 'Create an invoice from the builder: keep it as a draft, send it now, or schedule it',
  body: invoiceBody,
  responses: { 201: invoice },
  idempotency: 'optional',
  errors: [404],
});

export const getInvoice = defineEndpoint({
  method: 'GET',
  path: '/invoice/:orderId',
  access: requires(READ_INVOICE_REQUIREMENT),
  tags,
  summary: 'One invoice with its order, its status and its timeline',
  params: invoiceIdParams,
  responses: { 200: invoice },
  errors: [404],
});

export const updateInvoice = defineEndpoint({
  method: 'PUT',
  path: '/invoice/:orderId',
  access: requires(EDIT_INVOICE_REQUIREMENT),
  tags,
  summary: 'Edit an invoice (spec 3 §4.3): its lines re-priced; send it or keep it as a draft',
  params: invoiceIdParams,
  body: invoiceBody,
  responses: { 200: invoice },
  idempotency: 'optional',
  errors: [404, 409],
});

export const getInvoiceDuplicate = defineEndpoint({
  method: 'GET',
  path: '/invoice/:orderId/duplicate',
  access: requires(DUPLICATE_INVOICE_REQUIREMENT),
  tags,
  summary: 'The invoice a duplicate starts from (the builder dates the copy today)',
  params: invoiceIdParams,
  responses: { 200: invoice },
  errors: [404],
});

export const cancelInvoice = defineEndpoint({
  method: 'PUT',
  path: '/invoice/:orderId/cancel',
  access: requires(CANCEL_INVOICE_REQUIREMENT),
  tags,
  summary: 'Cancel an invoice nothing was paid on; optionally e-mail the customer',
  params: invoiceIdParams,
  body: cancelInvoiceBody,
  responses: { 200: invoice },
  idempotency: 'optional',
  errors: [404, 409],
});

export const resendInvoice = defineEndpoint({
  method: 'POST',
  path: '/invoice/:orderId/resend',
  access: requires(RESEND_INVOICE_REQUIREMENT),
  tags,
  summary: 'Send the invoice again to the e-mail addresses given (spec 3 §5)',
  params: invoiceIdParams,
  body: resendInvoiceBody,
  responses: { 200: okResponse },
  idempotency: 'optional',
  errors: [404, 409],
});

export const listInvoices = defineEndpoint({
  method: 'GET',
  path: '/invoices',
  access: requires(READ_INVOICE_REQUIREMENT),
  tags,
  summary: 'Invoices, newest invoice date first, filtered by status, customer or a search',
  query: invoiceListQuery,
  responses: { 200: invoicePage },
});

export const listCustomerInvoices = defineEndpoint({
  method: 'GET',
  path: '/customer/:customerId/invoices',
  access: requires(READ_INVOICE_REQUIREMENT),
  tags,
  summary: 'One customer’s invoices, newest invoice date first (the profile’s card; issue 25 point 8)',
  params: customerInvoicesParams,
  query: customerInvoicesQuery,
  responses: { 200: invoicePage },
  errors: [404],
});

export const getInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/invoice/:orderId/invoice.pdf',
  access: requires(READ_INVOICE_REQUIREMENT),
  tags,
  summary: 'The invoice as a PDF with the business details',
  params: invoiceIdParams,
  responses: { 200: z.string().meta({ format: 'binary' }) },
  produces: ['application/pdf'],
  errors: [404],
});

// Ruling 4: the customer's pay page. No sign-in, so no CSRF token (as the public booking page).
export const getPublicInvoice = defineEndpoint({
  method: 'GET',
  path: '/public/invoice/:token',
  access: PUBLIC,
  skipCsrf: true,
  tags,
  summary: 'The invoice its link names, for its customer (the first read marks it viewed)',
  params: invoiceTokenParams,
  responses: { 200: publicInvoice },
  errors: [404],
});

export const payPublicInvoice = defineEndpoint({
  method: 'POST',
  path: '/public/invoice/:token/pay',
  access: PUBLIC,
  skipCsrf: true,
  tags,
  summary: 'Pay the invoice (all, or part when allowed) by card or bank account',
  params: invoiceTokenParams,
  body: payInvoiceBody,
  responses: { 200: payInvoiceAnswer },
  idempotency: 'required',
  errors: [404, 409],
});
