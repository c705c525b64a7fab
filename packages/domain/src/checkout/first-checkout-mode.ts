import type { AcceptedPaymentType } from '@paybook/contracts';

// Issue 24 point 1: the checkout modal opened on "Stored account" for a walk-in and for a customer with
// nothing on file. It opens on the first way to pay that this customer and this merchant can use: the
// customer's stored card or bank account when one can pay here (as Square offers the card on file first),
// else the modes in the order the modal shows them (spec 3 §4.8: card, ACH, cash, check), skipping what
// the merchant does not accept or the cart turns off. A cash-only desk opens on cash.

/** The ways to pay the checkout modal offers, in the order it shows them; card covers keyed and swiped. */
export const CHECKOUT_MODES = ['card', 'ach', 'cash', 'check', 'stored'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

/** A customer's stored account as this choice reads it (spec 2 §3: a card's expiry on the merchant's date). */
export type StoredAccountFact = { kind: 'card'; is_expired: boolean } | { kind: 'bank' };

/**
 * The accounts on file that can pay here: cards not expired when the merchant accepts cards, bank accounts
 * when it accepts ACH (spec 2 §6). The checkout's stored-account list shows these and no others.
 */
export function usableStoredAccounts<A extends StoredAccountFact>(
  accounts: readonly A[],
  accepted: ReadonlySet<AcceptedPaymentType>,
): A[] {
  return accounts.filter((account) =>
    account.kind === 'card' ? accepted.has('CC') && !account.is_expired : accepted.has('ACH'),
  );
}

export interface FirstCheckoutModeFacts {
  /** The modes the modal offers, in its order, each usable now or turned off (with its reason shown). */
  modes: readonly { mode: CheckoutMode; isUsable: boolean }[];
  /** The customer's accounts on file; [] for a walk-in or a customer with none, null while they load. */
  storedAccounts: readonly StoredAccountFact[] | null;
  acceptedPaymentTypes: ReadonlySet<AcceptedPaymentType>;
}

/** The mode the checkout modal opens on (issue 24 point 1). */
export function firstUsableCheckoutMode(facts: FirstCheckoutModeFacts): CheckoutMode {
  const usable = facts.modes.filter((offered) => offered.isUsable).map((offered) => offered.mode);
  const hasStored =
    facts.storedAccounts !== null &&
    usableStoredAccounts(facts.storedAccounts, facts.acceptedPaymentTypes).length > 0;
  if (hasStored && usable.includes('stored')) return 'stored';
  // Stored with nothing on file says so; nothing usable at all (a dated cart at a desk that takes no card)
  // opens on the first mode shown, beside its reason.
  return usable.find((mode) => mode !== 'stored') ?? usable[0] ?? facts.modes[0]?.mode ?? 'cash';
}

/**
 * The account the stored-account list starts on, so the desk charges the card on file in one tap as at
 * Square: the customer's default account when it can pay here, else the first that can (cards before bank
 * accounts, as the list shows them); null when none can.
 */
export function preferredStoredAccount<A extends StoredAccountFact & { is_default: boolean }>(
  accounts: readonly A[],
  accepted: ReadonlySet<AcceptedPaymentType>,
): A | null {
  const usable = usableStoredAccounts(accounts, accepted);
  return usable.find((account) => account.is_default) ?? usable[0] ?? null;
}
