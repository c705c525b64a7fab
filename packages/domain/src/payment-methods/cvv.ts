// spec 2 §3: a card account has no CVV field: the code is checked when typed, sent once, never stored.
import type { CardBrand } from './card-number.ts';

/** Amex prints a four-digit code; the other issuers (spec 2 §3) three digits. */
export function cvvLength(brand: CardBrand | null): number {
  return brand === 'Amex' ? 4 : 3;
}

export type CvvProblem = 'required' | 'digits' | 'length';

/** spec 2 §3: what is wrong with a typed CVV for a card of `brand`, or null when it can be sent. */
export function cvvProblem(text: string | null | undefined, brand: CardBrand | null): CvvProblem | null {
  if (text === null || text === undefined || text.trim() === '') return 'required';
  const code = text.trim();
  if (!/^\d+$/.test(code)) return 'digits';
  return code.length === cvvLength(brand) ? null : 'length';
}

/** The message for a CVV problem, naming the security code. */
export function cvvError(text: string | null | undefined, brand: CardBrand | null): string | null {
  const problem = cvvProblem(text, brand);
  switch (problem) {
    case null:
      return null;
    case 'required':
      return 'Enter the card security code (CVV).';
    case 'digits':
      return 'The card security code (CVV) can only contain digits.';
    case 'length':
      return `The card security code (CVV) must be ${cvvLength(brand)} digits.`;
  }
}
