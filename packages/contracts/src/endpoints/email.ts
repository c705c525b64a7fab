import { outboxEmailList } from '../email.ts';
import { defineEndpoint, SUPPORT } from '../endpoint.ts';
import { merchantIdParams } from '../support.ts';

// Ruling 7: the outbox as the support console shows it.
export const listMerchantEmails = defineEndpoint({
  method: 'GET',
  path: '/support/merchants/:merchantId/emails',
  access: SUPPORT,
  tags: ['Support console'],
  summary: "A merchant's recent e-mails (the outbox)",
  params: merchantIdParams,
  responses: { 200: outboxEmailList },
  errors: [404],
});
