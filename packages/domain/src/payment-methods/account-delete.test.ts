import { describe, expect, it } from 'vitest';
import { paymentAccountDeleteBlockedMessage, subscriptionCount } from './account-delete.ts';

describe('payment account delete block (spec 2 §8; issue 23 point 1)', () => {
  it('an account paying for no subscription may be deleted', () => {
    expect(paymentAccountDeleteBlockedMessage(0)).toBeNull();
  });

  it('names the count between asterisks, which the web reads back', () => {
    const one = paymentAccountDeleteBlockedMessage(1);
    expect(one).toBe('This payment method pays for *1* subscription. Change its payment method first.');
    expect(subscriptionCount(one ?? '')).toBe(1);
    expect(subscriptionCount(paymentAccountDeleteBlockedMessage(3) ?? '')).toBe(3);
    expect(subscriptionCount('Could not delete the card.')).toBeNull();
  });
});
