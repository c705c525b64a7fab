import { describe, expect, it } from 'vitest';
import { EMPTY_BANK, EMPTY_CARD, firstMethod, methodsOf, paymentBody } from './payment-body';

// Ruling 4: a public page's payment part, for the invoice page and a store's page alike.
describe('payment body', () => {
  it.each([
    [{ card: true, bank: true }, 'card', ['card', 'bank']],
    [{ card: false, bank: true }, 'bank', ['bank']],
    [{ card: true, bank: false }, 'card', ['card']],
  ] as const)('a page taking %j starts with %s and offers %j', (accepts, first, offered) => {
    expect(firstMethod(accepts)).toBe(first);
    expect(methodsOf(accepts)).toEqual(offered);
  });

  it('sends the card or the bank account with its method, never both', () => {
    const card = { ...EMPTY_CARD, card_number: '4242' };
    expect(paymentBody('card', card, EMPTY_BANK)).toEqual({ method: 'card', card });
    expect(paymentBody('bank', card, EMPTY_BANK)).toEqual({ method: 'bank', bank_account: EMPTY_BANK });
  });
});
