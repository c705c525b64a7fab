// Issue 25 point 7: a schedule whose stored card expires before its next bill is shown on the customer
// and in the merchant's daily e-mail, so the card can be replaced before the bill fails.

/** A card's expiry as stored (payment_accounts.expiration_month 1–12 and expiration_year, four digits). */
export interface StoredCardExpiry {
  month: number;
  year: number;
}

/**
 * A card is good through the last day of its expiry month; it expires before the next bill when that bill
 * falls in a later month. No next bill (the schedule ended) or no card (a bank account): false.
 */
export function cardExpiresBeforeNextBill(
  expiry: StoredCardExpiry | null,
  nextBillDate: string | null,
): boolean {
  if (expiry === null || nextBillDate === null) return false;
  const lastGoodMonth = `${String(expiry.year).padStart(4, '0')}-${String(expiry.month).padStart(2, '0')}`;
  return nextBillDate.slice(0, 7) > lastGoodMonth;
}
