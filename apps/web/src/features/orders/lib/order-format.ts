import type { Transaction } from '@paybook/contracts';
import { i18n } from '@/lib/i18n';

// How the order screens write money and instants: the API's decimal text as US dollars, instants (UTC on
// the wire, ruling 9) in the user's language and zone.

/** "45.00" → "$45.00"; "-5.00" → "-$5.00". */
export function money(text: string): string {
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) return text;
  return value.toLocaleString(i18n.language, { style: 'currency', currency: 'USD' });
}

/** "Visa ending 4242", "Check #1001", "cash": what paid, as the confirmation sentence names it. */
export function accountText(t: Transaction): string {
  if (t.account) {
    return i18n.t('orders.payments.accountEnding', { label: t.account.label, lastFour: t.account.last_four });
  }
  if (t.payment_mode === 'check' && t.check_number) {
    return i18n.t('orders.payments.check', { number: t.check_number });
  }
  return i18n.t(`orders.payments.types.${t.payment_mode === 'check' ? 'check' : t.payment_type}`);
}

/** The type column: card, bank, cash or check. */
export const paymentTypeText = (t: Transaction): string =>
  i18n.t(`orders.payments.types.${t.payment_mode === 'check' ? 'check' : t.payment_type}`);

/** The account column: the card or bank and its last four, a check's number, or nothing for cash. */
export const accountColumnText = (t: Transaction): string =>
  t.account || (t.payment_mode === 'check' && t.check_number) ? accountText(t) : '—';
