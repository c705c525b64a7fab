import { i18n } from '@/lib/i18n';

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(): Intl.NumberFormat {
  let format = formats.get(i18n.language);
  if (!format) {
    format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
    formats.set(i18n.language, format);
  }
  return format;
}

/** spec 3 §9 "currency shown with a currency format": cents → '$1,234.50'. Exact: cents are whole. */
export function formatCents(cents: number): string {
  return currencyFormat().format(cents / 100);
}

/** Issue 24 point 2: a round amount without its cents ('$95'); any other amount as formatCents. */
export function formatCentsShort(cents: number): string {
  if (cents % 100 !== 0) return formatCents(cents);
  return new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

/** A decimal text from the API ("45.00") shown as currency; the text itself when it is not one. */
export function formatMoneyText(text: string): string {
  return /^-?\d+(\.\d+)?$/.test(text) ? currencyFormat().format(Number(text)) : text;
}

/** Cents as the API's decimal text ("45.00"). */
export function centsToText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
