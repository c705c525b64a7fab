import { describe, expect, it } from 'vitest';
import { errorCodes } from './error-codes.ts';
import { errorWording, errorWordings } from './error-wordings.ts';

// Issue 24 point 1: every code the API answers with has a wording for people, in one voice. The list is
// the contracts' `errorCodes`, which the server's AppError is typed by, so a code added for a new refusal
// fails here until it has its words.

/** Words of the API's own language that a person should never read. */
const JARGON = [
  /idempotency/i,
  /\brequests?\b/i,
  /\bpayloads?\b/i,
  /\bhttps?\b/i,
  /\bapi\b/i,
  /\bserver\b/i,
  /\bendpoints?\b/i,
  /\btokens?\b/i,
  /\bjson\b/i,
  /\bcsrf\b/i,
  /\bheaders?\b/i,
  /\bur[il]s?\b/i,
  /\bnull\b|\bundefined\b/i,
  /\bexception\b/i,
  /\bstatus code\b/i,
  /\b[1-5]\d\d\b/,
  /\b[A-Z]+_[A-Z_]+\b/,
];

const codes = Object.values(errorCodes);

describe('issue 24 point 1: the wordings of the API error codes', () => {
  it.each(codes)('%s has a wording', (code) => {
    expect(errorWording(code)).toEqual(expect.any(String));
  });

  it('has no wording for a code the API does not answer with', () => {
    expect(Object.keys(errorWordings).sort()).toEqual([...codes].sort());
    expect(errorWording('NO_SUCH_CODE')).toBeUndefined();
    expect(errorWording('toString')).toBeUndefined();
  });

  it('has each code once', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(Object.entries(errorWordings))('%s reads as plain sentences: "%s"', (_code, wording) => {
    for (const word of JARGON) expect(wording).not.toMatch(word);
    expect(wording).toMatch(/^[A-Z].*[.]$/);
    expect(wording.length).toBeLessThanOrEqual(120);
  });

  it('the jargon check catches the words the merchant used to read', () => {
    const old = 'A request with this Idempotency-Key is still being processed. Try again in a moment.';
    expect(JARGON.some((word) => word.test(old))).toBe(true);
  });
});
