/**
 * A phone as people read it: a stored ten-digit number (spec 2 §5 keeps phones as their digits) becomes
 * (303) 555-0142; anything else (a foreign number, a value from before the rule) reads as it is. One
 * formatter for the customer screens, receipts, e-mails and the booking page (issue 16 point 5).
 */
export function phoneAsWritten(phone: string | null | undefined): string {
  const digits = (phone ?? '').trim();
  return /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
}
