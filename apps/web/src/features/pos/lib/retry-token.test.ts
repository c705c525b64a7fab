import type { CheckoutBodyInput } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkoutFingerprint,
  dropRetryToken,
  RETRY_TOKEN_STORAGE_KEY,
  retryTokenFor,
  storedRetryToken,
} from './retry-token';

// Issue 15 point 3, spec 3 §3.4 retry_token, §4.8 Outcome: one token per attempt of the cart, kept until
// an order is accepted, never holding a secret.
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const cart = [{ offering_id: 1, quantity: '2', start_date: null, price: null }];
const cardBody = (card_number: string, cvv = '123'): CheckoutBodyInput => ({
  payment_mode: 'ccKeyEnter',
  cart,
  card: { card_number, cvv, expiration: '0430', billing_zip_code: '80202' },
});
let counter = 0;
const makeToken = () => `token-${++counter}`;

describe('retryTokenFor', () => {
  it('the same attempt gets the same token, also after a reload (sessionStorage)', () => {
    const storage = new MemoryStorage();
    const fingerprint = checkoutFingerprint(cardBody('4242424242424242'));
    const first = retryTokenFor(fingerprint, storage, makeToken);
    expect(retryTokenFor(fingerprint, storage, makeToken)).toBe(first);
    expect(storedRetryToken(storage)).toEqual({ token: first, fingerprint });
  });

  it('a changed cart or payment is a new attempt with a new token', () => {
    const storage = new MemoryStorage();
    const first = retryTokenFor(checkoutFingerprint(cardBody('4242424242424242')), storage, makeToken);
    const other = retryTokenFor(checkoutFingerprint(cardBody('4000000000000002')), storage, makeToken);
    expect(other).not.toBe(first);
  });

  it('spec 3 §4.8: an accepted order removes it; the next sale gets a new one', () => {
    const storage = new MemoryStorage();
    const fingerprint = checkoutFingerprint(cardBody('4242424242424242'));
    const first = retryTokenFor(fingerprint, storage, makeToken);
    dropRetryToken(storage);
    expect(storage.items.has(RETRY_TOKEN_STORAGE_KEY)).toBe(false);
    expect(retryTokenFor(fingerprint, storage, makeToken)).not.toBe(first);
  });

  it('a damaged stored value is replaced', () => {
    const storage = new MemoryStorage();
    storage.setItem(RETRY_TOKEN_STORAGE_KEY, '{not json');
    expect(retryTokenFor('x', storage, () => 'fresh')).toBe('fresh');
    storage.setItem(RETRY_TOKEN_STORAGE_KEY, JSON.stringify({ token: 5 }));
    expect(retryTokenFor('x', storage, () => 'fresh-2')).toBe('fresh-2');
  });
});

describe('checkoutFingerprint (ruling 5: nothing secret is stored)', () => {
  it.each<[string, CheckoutBodyInput, string[]]>([
    ['a keyed card', cardBody('4242424242424242', '987'), ['4242424242424242', '987']],
    [
      'a swipe',
      { payment_mode: 'ccSwipe', cart, track_data: '%B4111111111111111^LEE/ANN^3004101000000?' },
      ['4111111111111111', 'LEE/ANN'],
    ],
    [
      'a bank account',
      {
        payment_mode: 'ach',
        cart,
        bank_account: {
          routing_number: '021000021',
          account_number: '000123456789',
          account_type: 'checking',
        },
      },
      ['000123456789'],
    ],
  ])('%s keeps no number', (_, body, secrets) => {
    const fingerprint = checkoutFingerprint(body);
    for (const secret of secrets) expect(fingerprint).not.toContain(secret);
  });

  it('tells apart what the server would refuse to replay: another amount, item or card', () => {
    const cash = (amount_tendered: string): CheckoutBodyInput => ({
      payment_mode: 'cash',
      cart,
      amount_tendered,
    });
    expect(checkoutFingerprint(cash('20'))).not.toBe(checkoutFingerprint(cash('25')));
    expect(checkoutFingerprint(cardBody('4242424242424242'))).not.toBe(
      checkoutFingerprint(cardBody('5555555555554444')),
    );
    expect(checkoutFingerprint(cash('20'))).toBe(checkoutFingerprint(cash('20')));
  });
});
