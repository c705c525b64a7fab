// spec 2 §5 (Card edit): "expiration is digits only, read as month then two-digit year (20xx)".
// People also type a slash or dash between month and year; those are accepted and dropped.

export interface CardExpiry {
  /** 1 to 12. */
  month: number;
  /** Four digits: the two typed digits read as 20xx. */
  year: number;
}

/** Month (one or two digits), an optional separator, then the two-digit year. */
const EXPIRY_TEXT = /^(\d{1,2})\s*[/-]?\s*(\d{2})$/;
const TODAY_TEXT = /^(\d{4})-(\d{2})-\d{2}$/;

function splitExpiry(text: string): { month: number; year: number } | null {
  const match = EXPIRY_TEXT.exec(text.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** spec 2 §5: month and year of a typed expiration ('0428', '04/28', '4/28'), or null when unreadable. */
export function parseCardExpiry(text: string): CardExpiry | null {
  const expiry = splitExpiry(text);
  if (!expiry || expiry.month < 1 || expiry.month > 12) return null;
  return expiry;
}

/** spec 2 §5: the digits-only form, month then two-digit year ({ month: 4, year: 2028 } → '0428'). */
export function formatCardExpiry(expiry: CardExpiry): string {
  return String(expiry.month).padStart(2, '0') + String(expiry.year % 100).padStart(2, '0');
}

/**
 * A card works through the last day of its expiry month, so it is expired once today is in a later month.
 * `today` is 'YYYY-MM-DD' in the merchant's time zone; the caller reads the clock.
 */
export function isCardExpired(expiry: CardExpiry, today: string): boolean {
  const match = TODAY_TEXT.exec(today);
  if (!match) throw new Error(`today must be YYYY-MM-DD, got '${today}'`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year > expiry.year || (year === expiry.year && month > expiry.month);
}

export type CardExpiryProblem = 'required' | 'format' | 'month' | 'expired';

/** spec 2 §5: what is wrong with a typed expiration on `today` ('YYYY-MM-DD'), or null when it can be sent. */
export function cardExpiryProblem(text: string | null | undefined, today: string): CardExpiryProblem | null {
  if (text === null || text === undefined || text.trim() === '') return 'required';
  const expiry = splitExpiry(text);
  if (!expiry) return 'format';
  if (expiry.month < 1 || expiry.month > 12) return 'month';
  return isCardExpired(expiry, today) ? 'expired' : null;
}

const CARD_EXPIRY_MESSAGES: Record<CardExpiryProblem, string> = {
  required: 'Enter the card expiration date.',
  format: 'Enter the card expiration date as month and two-digit year, like 04/28.',
  month: 'The card expiration month must be from 01 to 12.',
  expired: 'The card expiration date has passed.',
};

/** The message for a card expiration problem, naming the expiration date. */
export function cardExpiryError(text: string | null | undefined, today: string): string | null {
  const problem = cardExpiryProblem(text, today);
  return problem && CARD_EXPIRY_MESSAGES[problem];
}
