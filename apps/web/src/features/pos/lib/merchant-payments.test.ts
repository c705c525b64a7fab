import type { LoginContext } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { acceptsAch, acceptsCards, isFreeTrialMerchant } from './merchant-payments';

// spec 3 §6: "ACH options appear only if the merchant accepts ACH"; §4.8 free-trial fake payments.
const contextOf = (merchant: object) => ({ merchant }) as unknown as Pick<LoginContext, 'merchant'>;

describe('merchant payments', () => {
  it.each([
    [{ accepted_payment_types: ['CC', 'ACH'] }, true, true],
    [{ accepted_payment_types: ['CC'] }, false, true],
    [{ accepted_payment_types: ['ACH'] }, true, false],
    [{ accepted_payment_types: [] }, false, false],
    [{}, true, true],
  ])('%o → ACH %s, cards %s', (merchant, ach, cards) => {
    expect(acceptsAch(contextOf(merchant))).toBe(ach);
    expect(acceptsCards(contextOf(merchant))).toBe(cards);
  });

  it('free_trial is the free-trial product', () => {
    expect(isFreeTrialMerchant(contextOf({ product_name: 'free_trial' }))).toBe(true);
    expect(isFreeTrialMerchant(contextOf({ product_name: 'full_product' }))).toBe(false);
  });
});
