// Ruling 9 and issue 13 point 2: money travels as decimal text and is integer cents inside. One strict
// reading for the server's contracts and the web's inputs: digits with an optional point and decimals
// ("25", "25.5", "25.50", "0.5", ".5"); spaces around it are ignored. A thousands separator ("1,250", or
// "10,00", where which was meant cannot be told), a currency or percent sign, a sign, an exponent or a point
// without decimals after it are refused, never guessed.
//
// This file imports nothing on purpose: packages/contracts applies it in its request schemas, and the rest
// of the domain imports contracts.

/** Digits before and after the point of a strict decimal text. */
export interface DecimalText {
  whole: string;
  fraction: string;
}

const DECIMAL_TEXT = /^(\d*)(?:\.(\d+))?$/;

/** The parts of a plain decimal ("12.5", ".5", "12"), or null for anything else. */
export function readDecimalText(text: string): DecimalText | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  return whole === '' && fraction === '' ? null : { whole, fraction };
}

/** Money has cents, no finer: at most two decimals. */
export const MONEY_DECIMALS = 2;
/** Nine digits before the point: far above any real amount, and safely an integer in cents. */
export const MONEY_MAX_WHOLE_DIGITS = 9;

/** Integer cents of a money text, or null when it is not a plain amount of at most two decimals. */
export function moneyTextToCents(text: string, maxWholeDigits = MONEY_MAX_WHOLE_DIGITS): number | null {
  const parts = readDecimalText(text);
  if (!parts || parts.fraction.length > MONEY_DECIMALS) return null;
  const whole = parts.whole.replace(/^0+(?=\d)/, '');
  if (whole.length > maxWholeDigits) return null;
  return Number(whole || '0') * 100 + Number(parts.fraction.padEnd(MONEY_DECIMALS, '0'));
}

/**
 * Issue 23 point 1 (decision 95): the most one amount may be: a price, a line, an order, a charge, a
 * refund, cash tendered, a fee. $999,999.99, as card processors cap one payment (Stripe's default is
 * $999,999.99); far below 2^53 cents, so every sum of a 200-line order stays an exact integer.
 */
export const MAX_AMOUNT_CENTS = 99_999_999;
/** MAX_AMOUNT_CENTS as a field takes it (no thousands separators). */
export const MAX_AMOUNT_TEXT = '999999.99';
/** The field-message catalogue's numberTooBig for MAX_AMOUNT_TEXT (kept equal by the contracts' test). */
export const amountTooBigMessage = `Enter ${MAX_AMOUNT_TEXT} or less.`;

/** Whether integer cents are an amount within the bound. */
export const isWithinAmountBound = (cents: number) =>
  Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_AMOUNT_CENTS;

/** What a money field answers when its text is not a plain amount. */
export const moneyTextMessage = 'Enter an amount like 25 or 25.50, without thousands separators.';

/** Whether a plain decimal is over MAX_AMOUNT_CENTS, however many digits it has. */
export function isDecimalOverBound({ whole, fraction }: DecimalText): boolean {
  const digits = whole.replace(/^0+/, '');
  if (digits.length > 6) return true;
  return (
    Number(digits || '0') * 100 + Number(fraction.slice(0, MONEY_DECIMALS).padEnd(MONEY_DECIMALS, '0')) >
    MAX_AMOUNT_CENTS
  );
}

/**
 * The message for a money text, or null when it can be read and is within the bound ('' is left to the
 * field's required rule).
 */
export function moneyTextError(text: string): string | null {
  if (text.trim() === '') return null;
  const parts = readDecimalText(text);
  if (!parts || parts.fraction.length > MONEY_DECIMALS) return moneyTextMessage;
  return isDecimalOverBound(parts) ? amountTooBigMessage : null;
}

/**
 * The message for a fee's amount, dollars or a percentage ("8.375"): a plain decimal. How many decimals it
 * may have depends on is_percent and is the fee rule's (spec 3 §3.3), so only the grammar is checked here.
 */
export function decimalTextError(text: string): string | null {
  return text.trim() === '' || readDecimalText(text) !== null ? null : moneyTextMessage;
}
