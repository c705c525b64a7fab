import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, nextAttempt } from './idempotency-key';

describe('Idempotency-Key of a booking (ARCHITECTURE.md "Idempotency")', () => {
  it('makes random 32-character keys', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('reuses the key when the same booking is sent again (a retry books once)', () => {
    const first = nextAttempt(null, '{"a":1}', () => 'k1');
    expect(nextAttempt(first, '{"a":1}', () => 'k2')).toEqual({ key: 'k1', body: '{"a":1}' });
  });

  it('takes a new key when the form changed (the server refuses one key with another body)', () => {
    const first = nextAttempt(null, '{"a":1}', () => 'k1');
    expect(nextAttempt(first, '{"a":2}', () => 'k2')).toEqual({ key: 'k2', body: '{"a":2}' });
  });
});
