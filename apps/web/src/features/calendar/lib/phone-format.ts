// spec 1 §5: the customer's phone as the calendar shows and takes it. No zod here: the popover shows a
// phone without loading the form's schemas (issue 24 point 3, the first popover's weight).

/** spec 1 §5: non-digits are stripped before sending. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * spec 1 §5 phone input mask: ten digits shown as (303) 555-0147, whose first digit is 2 to 9; a leading 0
 * or 1 is never accepted, and digits past ten are dropped.
 */
export function formatPhoneInput(value: string): string {
  const digits = phoneDigits(value)
    .replace(/^[01]+/, '')
    .slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
