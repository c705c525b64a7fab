import type { AcceptedPaymentType } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutMode,
  firstUsableCheckoutMode,
  preferredStoredAccount,
  type StoredAccountFact,
  usableStoredAccounts,
} from './first-checkout-mode.ts';

// Issue 24 point 1: the checkout modal opens on the first way to pay the customer and the merchant can use.

const BOTH = new Set<AcceptedPaymentType>(['CC', 'ACH']);
const CARDS = new Set<AcceptedPaymentType>(['CC']);
const ACH = new Set<AcceptedPaymentType>(['ACH']);
const NONE = new Set<AcceptedPaymentType>();

/** The modes as the modal offers them: those named, all usable but the ones turned off. */
const modes = (offered: readonly CheckoutMode[], off: readonly CheckoutMode[] = []) =>
  offered.map((mode) => ({ mode, isUsable: !off.includes(mode) }));
const ALL: CheckoutMode[] = ['card', 'ach', 'cash', 'check', 'stored'];
const NO_ACH: CheckoutMode[] = ['card', 'cash', 'check', 'stored'];
const NO_CARD: CheckoutMode[] = ['ach', 'cash', 'check', 'stored'];
const CASH_ONLY: CheckoutMode[] = ['cash', 'check', 'stored'];

const card: StoredAccountFact = { kind: 'card', is_expired: false };
const expired: StoredAccountFact = { kind: 'card', is_expired: true };
const bank: StoredAccountFact = { kind: 'bank' };

describe('issue 24 point 1: the mode the checkout modal opens on', () => {
  it.each<
    [
      string,
      CheckoutMode[],
      CheckoutMode[],
      StoredAccountFact[] | null,
      Set<AcceptedPaymentType>,
      CheckoutMode,
    ]
  >([
    // [case, offered, turned off, stored accounts, accepted, opens on]
    ['a walk-in (stored turned off) at a desk taking cards', ALL, ['stored'], [], BOTH, 'card'],
    ['a customer with nothing on file', ALL, [], [], BOTH, 'card'],
    ['a customer with a card on file', ALL, [], [card], BOTH, 'stored'],
    ['a customer whose only card expired', ALL, [], [expired], BOTH, 'card'],
    ['a customer with a bank account, the merchant taking ACH', ALL, [], [bank], BOTH, 'stored'],
    ['a customer with a bank account, the merchant not taking ACH', NO_ACH, [], [bank], CARDS, 'card'],
    ['a customer with a card, the merchant not taking cards', NO_CARD, [], [card], ACH, 'ach'],
    ['a customer with an expired card and a bank account', ALL, [], [expired, bank], BOTH, 'stored'],
    ['the accounts still loading', ALL, [], null, BOTH, 'card'],
    ['a desk taking ACH only, nothing on file', NO_CARD, [], [], ACH, 'ach'],
    ['a cash-only desk, a walk-in', CASH_ONLY, ['stored'], [], NONE, 'cash'],
    [
      'a cash-only desk, a customer with a card on file it cannot charge',
      CASH_ONLY,
      [],
      [card],
      NONE,
      'cash',
    ],
    ['a dated cart (cash and check off) at a desk taking cards', ALL, ['cash', 'check'], [], BOTH, 'card'],
    [
      'a dated cart at a cash-only desk, a customer with nothing on file',
      CASH_ONLY,
      ['cash', 'check'],
      [],
      NONE,
      'stored',
    ],
    [
      'a dated cart at a cash-only desk, a walk-in: the first mode, with its reason',
      CASH_ONLY,
      ['cash', 'check', 'stored'],
      [],
      NONE,
      'cash',
    ],
  ])(
    '%s opens on the mode expected',
    (_case, offered, off, storedAccounts, acceptedPaymentTypes, expected) => {
      expect(
        firstUsableCheckoutMode({ modes: modes(offered, off), storedAccounts, acceptedPaymentTypes }),
      ).toBe(expected);
    },
  );

  it('keeps the order the modal shows the modes in', () => {
    const shown = modes(['check', 'cash', 'stored']);
    expect(firstUsableCheckoutMode({ modes: shown, storedAccounts: [], acceptedPaymentTypes: NONE })).toBe(
      'check',
    );
  });
});

describe('the stored accounts that can pay here', () => {
  it.each<[string, Set<AcceptedPaymentType>, StoredAccountFact[]]>([
    ['cards not expired and bank accounts when both are accepted', BOTH, [card, bank]],
    ['only cards when ACH is not accepted', CARDS, [card]],
    ['only bank accounts when cards are not accepted', ACH, [bank]],
    ['none when neither is accepted', NONE, []],
  ])('%s', (_case, accepted, expected) => {
    expect(usableStoredAccounts([card, expired, bank], accepted)).toEqual(expected);
  });
});

describe('the stored account the list starts on', () => {
  const visa = { kind: 'card' as const, is_expired: false, is_default: false, name: 'visa' };
  const oldDefault = { kind: 'card' as const, is_expired: true, is_default: true, name: 'expired default' };
  const savings = { kind: 'bank' as const, is_default: true, name: 'bank default' };
  const checking = { kind: 'bank' as const, is_default: false, name: 'bank' };
  it.each<
    [
      string,
      Set<AcceptedPaymentType>,
      (typeof visa | typeof oldDefault | typeof savings | typeof checking)[],
      string | null,
    ]
  >([
    ['the default account when it can pay here', BOTH, [visa, savings], 'bank default'],
    ['the first usable one when the default is expired', BOTH, [oldDefault, visa, checking], 'visa'],
    [
      'the first usable one when the default cannot pay here (ACH not accepted)',
      CARDS,
      [visa, savings],
      'visa',
    ],
    ['none when nothing on file can pay here', CARDS, [oldDefault, checking], null],
    ['none for a customer with nothing on file', BOTH, [], null],
  ])('%s', (_case, accepted, accounts, expected) => {
    expect(preferredStoredAccount(accounts, accepted)?.name ?? null).toBe(expected);
  });
});
