// Ruling 9: a fee's amount travels as a decimal string and is stored as integer cents, or as a
// percentage in thousandths of a percent (8.375 % is 8375). Read by the domain's strict decimal rule
// (issue 13 point 2: no thousands separators or signs), never through a float.
import { MONEY_MAX_WHOLE_DIGITS, readDecimalText } from '@paybook/domain';

/**
 * The amount the domain rules read (spec 3 §3.3): cents when is_percent is false, the percentage when it
 * is true. "5.255" dollars gives 525.5, which the rules refuse for its third decimal; text that is not a
 * plain decimal gives NaN, which they refuse as missing; a plain decimal too long to read exactly gives
 * Infinity, which they refuse as too large (issue 23 point 1: not as missing).
 */
export function amountOfText(text: string, isPercent: boolean): number {
  const parts = readDecimalText(text);
  if (!parts) return Number.NaN;
  const whole = parts.whole.replace(/^0+(?=\d)/, '');
  if (whole.length > MONEY_MAX_WHOLE_DIGITS) return Number.POSITIVE_INFINITY;
  const decimal = `${whole || '0'}.${parts.fraction || '0'}`;
  // Shifting the decimal text by an exponent converts exactly ("5.25e2" is 525, never 524.99…).
  return Number(isPercent ? decimal : `${decimal}e2`);
}

/** A percentage in stored thousandths, or null when it has more than three decimals. */
export function percentToThousandths(percent: number): number | null {
  const thousandths = Number(`${percent}e3`);
  return Number.isInteger(thousandths) ? thousandths : null;
}

/** Thousandths of a percent on the wire: at least two decimals ("8.375", "8.50", "10.00"). */
export function thousandthsToPercent(thousandths: number): string {
  const whole = Math.trunc(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0$/, '');
  return `${whole}.${fraction}`;
}
