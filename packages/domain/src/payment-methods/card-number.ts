// spec 2 §3: a card account keeps only the masked number and its issuer (Visa, Master, Discover, Amex).
// These rules check a typed number before it is sent to be stored; the full number is never kept.

import { cardBrandName } from '../payments/card-brand.ts';

/** The card issuers a card account can have, spelled as the issuer field (spec 2 §3). */
export const CARD_BRANDS = ['Visa', 'Master', 'Discover', 'Amex'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** How many digits each issuer's numbers have (spec 2 §3 issuers). */
export const CARD_BRAND_LENGTHS: Record<CardBrand, readonly number[]> = {
  Visa: [13, 16, 19],
  Master: [16],
  Discover: [16, 17, 18, 19],
  Amex: [15],
};

const SHORTEST = Math.min(...Object.values(CARD_BRAND_LENGTHS).flat());
const LONGEST = Math.max(...Object.values(CARD_BRAND_LENGTHS).flat());

/** Issuer number ranges: [first digits from, to] compared on as many leading digits as the bounds have. */
const BRAND_PREFIXES: Record<CardBrand, readonly (readonly [string, string])[]> = {
  Visa: [['4', '4']],
  Master: [
    ['51', '55'],
    ['2221', '2720'],
  ],
  Discover: [
    ['6011', '6011'],
    ['644', '649'],
    ['65', '65'],
    ['622126', '622925'],
  ],
  Amex: [
    ['34', '34'],
    ['37', '37'],
  ],
};

/** The typed number without the spaces and dashes people type between groups (other characters stay). */
export function cardNumberDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Luhn (mod 10) check of a digit string; false when it is empty or holds anything but digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** spec 2 §3: the issuer of a typed card number from its leading digits, or null when none matches. */
export function detectCardBrand(text: string): CardBrand | null {
  const digits = cardNumberDigits(text);
  if (!/^\d+$/.test(digits)) return null;
  for (const brand of CARD_BRANDS) {
    const matches = BRAND_PREFIXES[brand].some(([from, to]) => {
      const lead = digits.slice(0, from.length);
      return lead.length === from.length && lead >= from && lead <= to;
    });
    if (matches) return brand;
  }
  return null;
}

/** The last four digits of a typed card number. */
export function cardLastFour(text: string): string {
  return cardNumberDigits(text).slice(-4);
}

/** spec 2 §3: the masked credit_card_number: one star per hidden digit, then the last four. */
export function maskCardNumber(text: string): string {
  const digits = cardNumberDigits(text);
  return '*'.repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4);
}

export type CardNumberProblem = 'required' | 'digits' | 'length' | 'checksum' | 'brand';

/** spec 2 §3: what is wrong with a typed card number, or null when it can be sent. */
export function cardNumberProblem(text: string | null | undefined): CardNumberProblem | null {
  if (text === null || text === undefined || text.trim() === '') return 'required';
  const digits = cardNumberDigits(text);
  if (!/^\d+$/.test(digits)) return 'digits';
  const brand = detectCardBrand(digits);
  if (brand === null) {
    // A number of no issuer's length is more likely mistyped than from another issuer.
    return digits.length < SHORTEST || digits.length > LONGEST ? 'length' : 'brand';
  }
  if (!CARD_BRAND_LENGTHS[brand].includes(digits.length)) return 'length';
  return isLuhnValid(digits) ? null : 'checksum';
}

function listLengths(lengths: readonly number[]): string {
  if (lengths.length === 1) return String(lengths[0]);
  return `${lengths.slice(0, -1).join(', ')} or ${lengths.at(-1)}`;
}

function lengthMessage(brand: CardBrand | null): string {
  if (brand === null) return `The card number must have ${SHORTEST} to ${LONGEST} digits.`;
  const article = brand === 'Amex' ? 'An' : 'A';
  return `${article} ${cardBrandName(brand)} card number has ${listLengths(CARD_BRAND_LENGTHS[brand])} digits.`;
}

/** The message for a card number problem, naming the card number. */
export function cardNumberError(text: string | null | undefined): string | null {
  const problem = cardNumberProblem(text);
  switch (problem) {
    case null:
      return null;
    case 'required':
      return 'Enter the card number.';
    case 'digits':
      return 'The card number can only contain digits, spaces and dashes.';
    case 'length':
      return lengthMessage(detectCardBrand(text ?? ''));
    case 'brand':
      return 'The card number must be a Visa, Mastercard, Discover or American Express card.';
    case 'checksum':
      return 'The card number is not valid. Check it for typing mistakes.';
  }
}
