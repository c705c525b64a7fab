import { BILLING_REQUIREMENT } from '@paybook/domain/merchant-settings/requirements';
import { z } from 'zod';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  feeInvoiceList,
  feePeriodParams,
  merchantBilling,
  saveBillingCardBody,
  saveBillingCardResponse,
} from '../merchant-billing.ts';

// Issue 26 point 3, spec 3 §2.5 /settings/billing (manage_configuration), decision 185.
const tags = ['Billing'];
const access = requires(BILLING_REQUIREMENT);

export const getMerchantBilling = defineEndpoint({
  method: 'GET',
  path: '/merchant/billing',
  access,
  tags,
  summary: "The merchant's tier, its monthly fee, what it includes and the card for the fee",
  responses: { 200: merchantBilling },
});

export const saveBillingCard = defineEndpoint({
  method: 'PUT',
  path: '/merchant/billing/card',
  access,
  tags,
  summary: "Save the merchant's card for the fee (tokenised); charges this month's fee if it is due",
  body: saveBillingCardBody,
  responses: { 200: saveBillingCardResponse },
  idempotency: 'optional',
});

export const listFeeInvoices = defineEndpoint({
  method: 'GET',
  path: '/merchant/billing/invoices',
  access,
  tags,
  summary: 'The fee invoices, newest first',
  responses: { 200: feeInvoiceList },
});

export const getFeeInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/merchant/billing/invoice/:period_start/invoice.pdf',
  access,
  tags,
  summary: 'A fee invoice as a PDF',
  params: feePeriodParams,
  responses: { 200: z.string().meta({ format: 'binary' }) },
  produces: ['application/pdf'],
  errors: [404],
});
