import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { type CustomerErrorContext, customerErrorMessage } from './customer-errors';

beforeAll(() => loadNamespaces(['customers']));

const answer = (status: number, message: string, details?: { property: string; message: string }[]) =>
  new ApiError(status, { error: { code: 'SOME_CODE', message, ...(details ? { details } : {}) } });
const twoFields = answer(400, 'Enter a first name.', [
  { property: 'first_name', message: 'Enter a first name.' },
  { property: 'email', message: 'Enter a valid e-mail address.' },
]);
const duplicate = answer(409, 'A customer with this e-mail already exists.', [
  { property: 'email', message: 'A customer with this e-mail already exists.' },
]);
const serverError = answer(500, 'An unknown error occurred. Try again in a moment.');
const noAnswer = new TypeError('Failed to fetch');
const proxyPage = new ApiError(502, '<html>Bad gateway</html>', {
  code: 'SERVICE_BUSY',
  message: 'Paybook is busy right now. Wait a moment, then try again.',
});

describe('customerErrorMessage (spec 2 §8 the error catalogue, customers)', () => {
  it.each<[string, unknown, CustomerErrorContext, string]>([
    [
      'create: the server messages joined',
      twoFields,
      'create',
      'Enter a first name. Enter a valid e-mail address.',
    ],
    ['create: a duplicate e-mail', duplicate, 'create', 'A customer with this e-mail already exists.'],
    [
      'create: a server error says its own message',
      serverError,
      'create',
      'An unknown error occurred. Try again in a moment.',
    ],
    [
      'create: no words of its own, its wording',
      proxyPage,
      'create',
      'Paybook is busy right now. Wait a moment, then try again.',
    ],
    ['create: no answer', noAnswer, 'create', 'An unknown error occurred.'],
    [
      'create with a card: a server error',
      serverError,
      'createWithPayment',
      'Unknown error occurred while processing payment.',
    ],
    [
      'create with a card: unauthorized',
      answer(401, 'Please sign in to continue.'),
      'createWithPayment',
      'Unknown error occurred while processing payment.',
    ],
    [
      'create with a card: no answer',
      noAnswer,
      'createWithPayment',
      'Unknown error occurred while processing payment.',
    ],
    [
      'create with a card: bad input, joined',
      twoFields,
      'createWithPayment',
      'Enter a first name. Enter a valid e-mail address.',
    ],
    ['update: the messages joined', twoFields, 'update', 'Enter a first name. Enter a valid e-mail address.'],
    [
      'update: the one message',
      answer(409, 'The customer changed meanwhile. Please try again.'),
      'update',
      'The customer changed meanwhile. Please try again.',
    ],
    ['update: no messages', proxyPage, 'update', 'Error updating, please try again'],
    ['update: no answer', noAnswer, 'update', 'Error updating, please try again'],
    [
      'custom fields: the server messages',
      twoFields,
      'customFields',
      'Enter a first name. Enter a valid e-mail address.',
    ],
    [
      'custom fields: no answer, the generic unknown error',
      noAnswer,
      'customFields',
      'An unknown error occurred.',
    ],
    ['delete: the first message', twoFields, 'delete', 'Enter a first name.'],
    [
      'delete: blocked',
      answer(409, 'This customer has 1 appointment.'),
      'delete',
      'This customer has 1 appointment.',
    ],
    ['delete: no answer', noAnswer, 'delete', 'An unknown error occurred.'],
  ])('%s', (_, error, context, message) => {
    expect(customerErrorMessage(error, context, i18n.t)).toBe(message);
  });
});
