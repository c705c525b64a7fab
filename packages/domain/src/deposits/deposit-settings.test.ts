import { describe, expect, it } from 'vitest';
import {
  depositCents,
  depositValueText,
  depositSettingMessages as m,
  percentTextToThousandths,
  readDepositSettings,
  requiresCard,
  thousandthsToPercentText,
} from './deposit-settings.ts';

// Issue 15 point 7: the deposit of a service price; percentages half up to the cent (decision 65).
describe('depositCents', () => {
  it.each([
    ['none', 0, 5000, 0],
    ['amount', 2000, 5000, 2000],
    ['amount', 7000, 5000, 5000], // never above the price
    ['amount', 2000, 0, 0],
    ['percent', 20_000, 5000, 1000], // 20 % of $50
    ['percent', 12_500, 999, 125], // 12.5 % of $9.99 = 124.875¢ → 125
    ['percent', 10_000, 5, 1], // 10 % of 5¢ = 0.5¢ → 1 (half up)
    ['percent', 10_000, 4, 0], // 0.4¢ → 0
    ['percent', 100_000, 4500, 4500],
    ['percent', 33_333, 100, 33],
    ['percent', 100_000, 99_999_999, 99_999_999],
  ] as const)('%s %d of price %d is %d cents', (type, value, price, expected) => {
    expect(depositCents(price, { deposit_type: type, deposit_value: value })).toBe(expected);
  });
});

describe('requiresCard', () => {
  it.each([
    [{ deposit_type: 'none', deposit_value: 0, no_show_fee_cents: 0 }, 5000, false],
    [{ deposit_type: 'none', deposit_value: 0, no_show_fee_cents: 2500 }, 5000, true],
    [{ deposit_type: 'amount', deposit_value: 1000, no_show_fee_cents: 0 }, 5000, true],
    [{ deposit_type: 'percent', deposit_value: 10_000, no_show_fee_cents: 0 }, 0, false], // a free service
  ] as const)('%o at price %d: %s', (settings, price, expected) => {
    expect(requiresCard(price, settings)).toBe(expected);
  });
});

describe('percent text', () => {
  it.each([
    ['20', 20_000],
    ['12.5', 12_500],
    ['8.375', 8_375],
    ['0.001', 1],
    ['100', 100_000],
    ['1.2345', null],
    ['1000', null],
    ['12,5', null],
    ['', null],
    ['-5', null],
  ])('%j reads as %j', (text, expected) => {
    expect(percentTextToThousandths(text)).toBe(expected);
  });
  it.each([
    [20_000, '20'],
    [12_500, '12.5'],
    [8_375, '8.375'],
    [1, '0.001'],
  ])('%d writes as %s', (value, text) => {
    expect(thousandthsToPercentText(value)).toBe(text);
  });
  it.each([
    ['none', 0, ''],
    ['amount', 2050, '20.50'],
    ['percent', 12_500, '12.5'],
  ] as const)('depositValueText %s %d is %j', (type, value, text) => {
    expect(depositValueText({ deposit_type: type, deposit_value: value })).toBe(text);
  });
});

describe('readDepositSettings', () => {
  const ok = (
    deposit_type: 'none' | 'amount' | 'percent',
    deposit_value: number,
    no_show_fee_cents: number,
  ) => ({
    ok: true,
    settings: { deposit_type, deposit_value, no_show_fee_cents },
  });
  const bad = (property: string, message: string) => ({ ok: false, property, message });
  it.each([
    [['none', '', ''], ok('none', 0, 0)],
    [['none', 'ignored', '25'], ok('none', 0, 2500)],
    [['amount', '20', ''], ok('amount', 2000, 0)],
    [['amount', ' 20.50 ', '10.00'], ok('amount', 2050, 1000)],
    [['percent', '12.5', '0'], ok('percent', 12_500, 0)],
    [['amount', '', ''], bad('deposit_value', m.amountRequired)],
    [['amount', '20,00', ''], bad('deposit_value', m.amountRequired)],
    [['amount', '0', ''], bad('deposit_value', m.amountTooSmall)],
    [['percent', '', ''], bad('deposit_value', m.percentRequired)],
    [['percent', '0', ''], bad('deposit_value', m.percentRange)],
    [['percent', '100.001', ''], bad('deposit_value', m.percentRange)],
    [['percent', '5.1234', ''], bad('deposit_value', m.percentRequired)],
    [['none', '', 'abc'], bad('no_show_fee', m.feeInvalid)],
    [['none', '', '1000000'], bad('no_show_fee', m.feeInvalid)],
  ] as const)('%j', ([deposit_type, deposit_value, no_show_fee], expected) => {
    expect(readDepositSettings({ deposit_type, deposit_value, no_show_fee })).toEqual(expected);
  });
});
