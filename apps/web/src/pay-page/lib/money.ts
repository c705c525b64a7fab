// spec 3 §9 "currency shown with a currency format", as the back office's lib/money-format.ts shows it
// (there through i18next's language, which is English).
const currency = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });

/** A decimal text from the API ("45.00") shown as currency; the text itself when it is not one. */
export function formatMoneyText(text: string): string {
  return /^-?\d+(\.\d+)?$/.test(text) ? currency.format(Number(text)) : text;
}
