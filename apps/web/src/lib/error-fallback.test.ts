import { errorWordings } from '@paybook/contracts/error-wordings';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { codeOfStatus, errorFallbackOf } from './error-fallback';

// Issue 24 point 1: an answer without the one error shape (a proxy's page) reads as its status's code,
// shown in that code's wording, never as "HTTP 502".

describe('issue 24 point 1: the fallback of an answer without the error shape', () => {
  it.each([
    [502, 'SERVICE_BUSY'],
    [503, 'SERVICE_BUSY'],
    [504, 'SERVICE_BUSY'],
    [500, 'INTERNAL_ERROR'],
    [429, 'TOO_MANY_ATTEMPTS'],
    [404, 'NOT_FOUND'],
    [403, 'FORBIDDEN'],
    [401, 'UNAUTHENTICATED'],
    [400, 'BAD_REQUEST'],
    [413, 'BAD_REQUEST'],
  ])('status %i stands for %s', (status, code) => {
    expect(codeOfStatus(status)).toBe(code);
  });

  it("gives the error the code's wording as its message", () => {
    const error = new ApiError(502, '<html>Bad gateway</html>', errorFallbackOf(502));
    expect(error.code).toBe('SERVICE_BUSY');
    expect(error.message).toBe(errorWordings.SERVICE_BUSY);
    expect(error.serverMessage).toBe('');
  });

  it("keeps the server's own code and message over the fallback", () => {
    const body = { error: { code: 'CONFLICT', message: 'This item was changed since you opened it.' } };
    const error = new ApiError(409, body, errorFallbackOf(409));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('This item was changed since you opened it.');
  });

  it('says nothing technical when there is no fallback either', () => {
    expect(new ApiError(502, undefined).message).toBe('');
  });
});
