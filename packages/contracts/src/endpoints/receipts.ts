import { SEND_RECEIPT_REQUIREMENT, VIEW_RECEIPT_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';
import { z } from 'zod';
import { okResponse } from '../auth.ts';
import { defineEndpoint, requires } from '../endpoint.ts';
import { orderIdParams, receipt, sendReceiptBody } from '../orders.ts';

// spec 3 §7 "Receipt PDF and send receipt through the order service" (paths ours; ruling 1). Another
// merchant's order is not found (404).
const tags = ['Orders'];

export const getReceipt = defineEndpoint({
  method: 'GET',
  path: '/order/:orderId/receipt',
  access: requires(VIEW_RECEIPT_REQUIREMENT),
  tags,
  summary: 'An order’s receipt: the merchant heading, the order and its upcoming charges',
  params: orderIdParams,
  responses: { 200: receipt },
  errors: [404],
});

export const getReceiptPdf = defineEndpoint({
  method: 'GET',
  path: '/order/:orderId/receipt.pdf',
  access: requires(VIEW_RECEIPT_REQUIREMENT),
  tags,
  summary: 'An order’s receipt as a PDF to view or print',
  params: orderIdParams,
  responses: { 200: z.string().meta({ format: 'binary' }) },
  produces: ['application/pdf'],
  errors: [404],
});

export const sendReceipt = defineEndpoint({
  method: 'POST',
  path: '/order/:orderId/send_receipt',
  access: requires(SEND_RECEIPT_REQUIREMENT),
  tags,
  summary: 'E-mail the receipt (the PDF attached) to an address',
  params: orderIdParams,
  body: sendReceiptBody,
  responses: { 200: okResponse },
  idempotency: 'optional',
  errors: [404],
});
