import { NO_SHOW_REQUIREMENT } from '@paybook/domain/deposits/deposit-access';
import { appointmentIdParams } from '../calendar.ts';
import { noShowResult } from '../deposits.ts';
import { defineEndpoint, requires } from '../endpoint.ts';

// Issue 15 point 7: the no-show action of the calendar.
export const markNoShow = defineEndpoint({
  method: 'POST',
  path: '/appointment/:appointmentId/no_show',
  access: requires(NO_SHOW_REQUIREMENT),
  tags: ['Calendar'],
  summary: 'Mark a started appointment as a no-show and charge its no-show fee to the card on file, once',
  description:
    'Needs manage_appointments. 409 NO_SHOW_REFUSED when it has not started, is cancelled, was charged ' +
    "already, or has no fee or card; 402 CARD_DECLINED with the processor's reason.",
  params: appointmentIdParams,
  responses: { 200: noShowResult },
  idempotency: 'optional',
  errors: [402, 404, 409],
});
