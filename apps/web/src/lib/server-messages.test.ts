import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isUnexplainedFailure, serverMessages } from './server-messages';

const answer = (status: number, message: string, details?: { property: string; message: string }[]) =>
  new ApiError(status, { error: { code: 'SOME_CODE', message, ...(details ? { details } : {}) } });

describe('serverMessages (spec 2 §8 "the server messages")', () => {
  it.each<[string, unknown, string[]]>([
    [
      "each field's message, once",
      answer(400, 'Enter a first name.', [
        { property: 'first_name', message: 'Enter a first name.' },
        { property: 'last_name', message: 'Enter a last name.' },
        { property: 'billing_address.zip_code', message: 'Enter a last name.' },
      ]),
      ['Enter a first name.', 'Enter a last name.'],
    ],
    [
      "the answer's own message without fields",
      answer(409, 'The customer changed meanwhile.'),
      ['The customer changed meanwhile.'],
    ],
    ['none from a page without the error shape', new ApiError(502, '<html>Bad gateway</html>'), []],
    ['none without an answer', new TypeError('Failed to fetch'), []],
  ])('%s', (_, error, messages) => {
    expect(serverMessages(error)).toEqual(messages);
  });
});

describe('isUnexplainedFailure (spec 2 §8 "unauthorized, server_error and timeout")', () => {
  it.each<[string, unknown, boolean]>([
    ['unauthorized', answer(401, 'Please sign in to continue.'), true],
    ['a timeout', answer(408, 'This took too long to arrive.'), true],
    ['a server error', answer(500, 'An unknown error occurred.'), true],
    ['a busy server', answer(503, 'Paybook is busy right now.'), true],
    ['a gateway timeout', new ApiError(504, ''), true],
    ['no answer (the network)', new TypeError('Failed to fetch'), true],
    [
      'a refusal that explains itself',
      answer(403, 'This business does not accept bank (ACH) payments.'),
      false,
    ],
    ['bad input', answer(400, 'Enter the card number.'), false],
    ['not found', answer(404, 'The customer was not found.'), false],
    ['an aborted call', new DOMException('The user aborted a request.', 'AbortError'), false],
  ])('%s: %s', (_, error, unexplained) => {
    expect(isUnexplainedFailure(error)).toBe(unexplained);
  });
});
