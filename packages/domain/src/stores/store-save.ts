import type { AcceptedPaymentType } from '@paybook/contracts';
import { formAcceptance, type StoreImageSlot, storeImageProblem } from './store-design.ts';
import { isStoreActive, STORE_EMPTY_MESSAGE, type StoreType } from './store-status.ts';
import { storeUrlName } from './url-name.ts';

// spec 2 §3, §4, §5: what a store, payment form or buy button may be saved with. The server refuses with
// these problems (400 naming each field) and the wizards show them before saving.

export const STORE_SAVE_MESSAGES = {
  nameWithoutLetters: 'Use at least one letter or digit in the name',
  oneItem: 'Choose the one item it sells',
  sameItemTwice: 'Choose each item once',
  notInCatalogue: 'Choose items of your catalogue',
  bookable: 'A service booked by appointment cannot be sold here; choose a product',
  returnUrl: 'Enter the address the button leads to, like https://example.com',
  buyButton: 'Set up the button',
  noPayments: 'Accept card or bank payments, or both, so that it can take payments.',
  accountTakesNone: 'Your account does not take card or bank payments yet.',
  imageMissing: 'Upload the image again',
} as const;

export interface StoreSaveInput {
  name: string;
  url_name: string;
  store_type: StoreType;
  offering_ids: readonly number[];
  return_button: { show: boolean; url: string };
  buy_button: object | null;
  accept_cc: boolean;
  accept_ach: boolean;
}

export interface StoreSaveFacts {
  /** The named offerings that are the merchant's and not deleted. */
  offerings: readonly { id: number; isBookable: boolean }[];
  /** The store's status before the save; null for a new one. */
  status: number | null;
  /** The named logo and banner: their size, or 'missing' when not the merchant's image of that kind. */
  images: Partial<Record<StoreImageSlot, { width: number; height: number } | 'missing'>>;
  /**
   * What the merchant accepts (the server knows it): the form takes the types formAcceptance leaves it.
   * Absent, the form's own switches are judged (the wizard, where only an editable pair can be off).
   */
  merchantAccepts?: readonly AcceptedPaymentType[];
}

const sellsOne = (type: StoreType) => type === 'payment_form' || type === 'buy_button';

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function itemProblem(input: StoreSaveInput, facts: StoreSaveFacts): string | null {
  const ids = input.offering_ids;
  if (new Set(ids).size !== ids.length) return STORE_SAVE_MESSAGES.sameItemTwice;
  if (sellsOne(input.store_type) && ids.length !== 1) return STORE_SAVE_MESSAGES.oneItem;
  const found = new Map(facts.offerings.map((offering) => [offering.id, offering]));
  if (ids.some((id) => !found.has(id))) return STORE_SAVE_MESSAGES.notInCatalogue;
  if (ids.some((id) => found.get(id)?.isBookable)) return STORE_SAVE_MESSAGES.bookable;
  // spec 2 §4: an active store keeps at least one offering.
  if (ids.length === 0 && facts.status !== null && isStoreActive(facts.status)) return STORE_EMPTY_MESSAGE;
  return null;
}

/** spec 2 §5 (embed code needs card or ACH), for every store: a page that takes no payment sells nothing. */
function paymentsProblem(input: StoreSaveInput, merchantAccepts?: readonly AcceptedPaymentType[]) {
  if (merchantAccepts !== undefined && merchantAccepts.length === 0)
    return STORE_SAVE_MESSAGES.accountTakesNone;
  const takes = merchantAccepts === undefined ? input : formAcceptance(input, merchantAccepts);
  return takes.accept_cc || takes.accept_ach ? null : STORE_SAVE_MESSAGES.noPayments;
}

/** Field path → message for every rule the save breaks; empty when it may be saved. */
export function storeSaveProblems(input: StoreSaveInput, facts: StoreSaveFacts): Record<string, string> {
  const problems: Record<string, string> = {};
  if (storeUrlName(input.name, input.url_name) === '') problems.name = STORE_SAVE_MESSAGES.nameWithoutLetters;
  const items = itemProblem(input, facts);
  if (items) problems.offering_ids = items;
  if (input.return_button.show && !isWebAddress(input.return_button.url))
    problems['return_button.url'] = STORE_SAVE_MESSAGES.returnUrl;
  if (input.store_type === 'buy_button' && input.buy_button === null)
    problems.buy_button = STORE_SAVE_MESSAGES.buyButton;
  const payments = paymentsProblem(input, facts.merchantAccepts);
  if (payments) problems.accept_cc = payments;
  for (const slot of ['logo', 'banner'] as const) {
    const image = facts.images[slot];
    if (image === undefined) continue;
    const message = image === 'missing' ? STORE_SAVE_MESSAGES.imageMissing : storeImageProblem(slot, image);
    if (message) problems[`${slot}_image_id`] = message;
  }
  return problems;
}
