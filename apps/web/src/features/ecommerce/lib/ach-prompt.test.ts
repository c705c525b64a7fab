import { makeSubject } from '@paybook/domain/testing/subjects';
import { describe, expect, it } from 'vitest';
import { mayOfferAch } from './ach-prompt';

// spec 2 §2.2 the enable-bank-payments prompt; §6 who sees it.

const owner = makeSubject();
const cardOnly = makeSubject({ acceptedPaymentTypes: ['CC'] });
const frontDesk = makeSubject({ rights: ['create_orders', 'manage_customers'] });
const withoutAch = [{ accept_ach: true }, { accept_ach: false }];
const allAch = [{ accept_ach: true }];

describe('mayOfferAch (spec 2 §2.2, §6)', () => {
  it.each([
    ['an owner of an ACH merchant with a form without bank payments', owner, withoutAch, true],
    ['every form takes bank payments already', owner, allAch, false],
    ['no stores at all', owner, [], false],
    ['the merchant accepts cards only', cardOnly, withoutAch, false],
    ['the user lacks manage_configuration', frontDesk, withoutAch, false],
  ])('%s', (_case, subject, stores, expected) => {
    expect(mayOfferAch(subject, stores)).toBe(expected);
  });
});
