// Ruling 9: money is integer cents; the API carries prices as decimal strings ("25", "25.5", "25.50").
// Parsed digit by digit, never through a float.

/** The largest price a service may have: 999,999.99. */
export const MAX_PRICE_CENTS = 99_999_999;

const PRICE_TEXT = /^(\d{1,6})(?:\.(\d{1,2}))?$/;

/** Cents of a price text, or null when it is not a plain amount of at most two decimals. */
export function priceToCents(text: string): number | null {
  const match = PRICE_TEXT.exec(text.trim().replace(/^\$/, '').replaceAll(',', ''));
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** The wire form of cents: always two decimals ("1250" → "12.50"). */
export function centsToPrice(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** Why a price text cannot be saved, or null (ruling 9). */
export function priceError(text: string | null | undefined): string | null {
  if (text === null || text === undefined || text.trim() === '') return 'Enter a price.';
  const cents = priceToCents(text);
  if (cents === null) return 'Enter a price like 25 or 25.50.';
  if (cents > MAX_PRICE_CENTS) return 'Price can be at most 999999.99.';
  return null;
}
