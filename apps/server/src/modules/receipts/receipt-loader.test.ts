import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '../orders/order-presenter.ts';
import { isPaidThroughSandbox } from './receipt-loader.ts';

// Ruling 5: a receipt says "Test mode" when a card or bank payment went through the sandbox processor.

const row = (paymentType: TransactionRow['paymentType'], processorReference: string | null) => ({
  paymentType,
  processorReference,
});

describe('isPaidThroughSandbox', () => {
  it.each([
    ['no payments', [], false],
    ['a sandbox card', [row('credit_card', 'pay_sandbox_abc')], true],
    ['a sandbox ACH debit', [row('ach', 'pay_sandbox_abc')], true],
    ['a sandbox refund', [row('credit_card', 're_sandbox_abc')], true],
    ['cash only', [row('cash', null)], false],
    ['a real gateway', [row('credit_card', 'ch_3Nabc')], false],
    ['a card with no answer yet', [row('credit_card', null)], false],
    ['cash and a sandbox card', [row('cash', null), row('credit_card', 'pay_sandbox_x')], true],
  ])('%s', (_case, transactions, expected) => {
    expect(isPaidThroughSandbox(transactions)).toBe(expected);
  });
});
