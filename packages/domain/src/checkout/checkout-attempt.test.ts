import { describe, expect, it } from 'vitest';
import { type CheckoutAttemptBody, checkoutAttempt } from './checkout-attempt.ts';

// Issue 15 point 3, spec 3 §3.4 retry_token: an attempt's identity keeps every field and no secret.
const cart = [{ offering_id: 1, quantity: '2', start_date: null, price: null }];

describe('checkoutAttempt', () => {
  it.each<[string, CheckoutAttemptBody, Record<string, unknown>]>([
    [
      'a typed card keeps its last four, expiry and zip',
      {
        payment_mode: 'ccKeyEnter',
        card: { card_number: '4242 4242 4242 4242', expiration: '04/30', billing_zip_code: '80202' },
      },
      { card: { last_four: '4242', expiration: '04/30', billing_zip_code: '80202' } },
    ],
    [
      'a swipe keeps its last four',
      { payment_mode: 'ccSwipe', track_data: '%B4111111111111111^DOE/JANE^3004101?' },
      { track_data: 'swipe:1111' },
    ],
    [
      'an unreadable swipe keeps nothing',
      { payment_mode: 'ccSwipe', track_data: 'hello' },
      { track_data: 'swipe:' },
    ],
    [
      'a bank account keeps the last four of its number',
      { payment_mode: 'ach', bank_account: { account_number: '000123456789' } },
      { bank_account: { account_number: '6789' } },
    ],
    ['cash has no secret', { payment_mode: 'cash' }, { payment_mode: 'cash' }],
  ])('%s', (_, body, expected) => {
    const attempt = checkoutAttempt(Object.assign({ cart }, body));
    expect(attempt).toMatchObject({ ...expected, cart });
    expect(JSON.stringify(attempt)).not.toMatch(/4242 4242|4111111111111111|000123456789|cvv/);
  });

  it('two cards of the same last four and expiry are one attempt; a changed cart is another', () => {
    const card = (card_number: string) =>
      checkoutAttempt({ payment_mode: 'ccKeyEnter', card: { card_number, expiration: '04/30' } });
    expect(card('4242424242424242')).toEqual(card('4242 4242 4242 4242'));
    expect(card('4000000000000002')).not.toEqual(card('4242424242424242'));
  });
});
