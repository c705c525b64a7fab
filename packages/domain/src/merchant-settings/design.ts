import type { AcceptedPaymentType } from '@paybook/contracts';
import { canChooseAcceptance, formAcceptance } from '../stores/store-design.ts';

// spec 3 §2.5 /settings/design-settings, §5 Settings: the merchant's look on its public pages (booking page,
// hosted pages, invoice pay page, receipts) and which payment types its public pages take.

/** Decision 183: the colours a merchant starts with (the app's own blue on a light page). */
export const DESIGN_DEFAULTS = {
  primary_color: '#1864ab',
  background_color: '#f8f9fa',
  accept_cc: true,
  accept_ach: true,
} as const;

/**
 * spec 3 §5: "Accept-ach and accept-cc design settings are editable only when the merchant accepts both."
 * The same rule as a store's accept options (spec 2 §4), so it is that one function.
 */
export const designToggleEditable = (merchantAccepts: readonly AcceptedPaymentType[]): boolean =>
  canChooseAcceptance(merchantAccepts);

export const DESIGN_ACCEPT_NONE_MESSAGE = 'Accept card or bank payments on your public pages.';

/** Decision 183: the public pages always take at least one payment type, so one switch stays on. */
export function designAcceptanceProblem(
  accept: { accept_cc: boolean; accept_ach: boolean },
  merchantAccepts: readonly AcceptedPaymentType[],
): string | null {
  if (!designToggleEditable(merchantAccepts)) return null;
  return accept.accept_cc || accept.accept_ach ? null : DESIGN_ACCEPT_NONE_MESSAGE;
}

/**
 * What the public pages take: the saved switches while the merchant accepts both; otherwise the one type it
 * accepts (a saved switch never turns on a type the merchant stopped accepting).
 */
export const designAcceptance = (
  saved: { accept_cc: boolean; accept_ach: boolean },
  merchantAccepts: readonly AcceptedPaymentType[],
) => formAcceptance(saved, merchantAccepts);
