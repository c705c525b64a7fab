// Ruling 9: money is integer cents; the API carries prices as decimal strings ("25", "25.5", "25.50").
// Parsed digit by digit, never through a float.

/** At most six digits before the point: the largest price is 999999.99. */
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

export type PriceProblem = 'required' | 'format';

/** What is wrong with a price text, or null when it can be saved (ruling 9). */
export function priceProblem(text: string | null | undefined): PriceProblem | null {
  if (text === null || text === undefined || text.trim() === '') return 'required';
  return priceToCents(text) === null ? 'format' : null;
}

const PRICE_MESSAGES: Record<PriceProblem, string> = {
  required: 'Enter a price.',
  format: 'Enter a price like 25 or 25.50.',
};

/** The API's message for a price problem. */
export function priceError(text: string | null | undefined): string | null {
  const problem = priceProblem(text);
  return problem && PRICE_MESSAGES[problem];
}
