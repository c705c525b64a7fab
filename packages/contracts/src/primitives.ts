import { z } from 'zod';
import { fieldMessage } from './field-messages.ts';

// Issue 13 point 1: the building blocks of every request schema (bodies, queries and path parameters), so
// bad input is a 400 naming its field at the contract, before a service or the database sees it, and a new
// field gets the same checks by using them. Response schemas keep plain zod types: they describe what the
// server writes. The API test apps/server/src/app.fuzz.test.ts sends such values to every operation.

const controlCharacterMessage = 'Remove the control characters (such as NUL) from this text.';

/**
 * U+0000–U+001F and U+007F. PostgreSQL refuses NUL in text (that was a 500), and the other controls have
 * no place in what people type; tab, line feed and carriage return are allowed in multi-line text only.
 */
function hasControlCharacter(value: string, allowLineBreaks: boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

/** Single-line text (names, e-mails, codes, searches, passwords, path segments): no control character. */
export const lineText = z
  .string()
  .refine((value) => !hasControlCharacter(value, false), controlCharacterMessage);

/** Multi-line text (descriptions, comments, bios, custom-field values): tab and line breaks allowed. */
export const multilineText = z
  .string()
  .refine((value) => !hasControlCharacter(value, true), controlCharacterMessage);

/** The largest value of a PostgreSQL `integer` column (versions, counts, allowed uses, role ids). */
export const INT32_MAX = 2_147_483_647;

/** A whole number that fits a 32-bit integer column. */
export const int32 = z
  .number()
  .int()
  .min(-INT32_MAX - 1)
  .max(INT32_MAX);

/**
 * An entity id in a body. Identity columns are `bigint` read as JavaScript numbers, so any safe integer
 * (zod's `int()` refuses 2^53 and above) is a possible id; a larger one is refused here, not by the database.
 */
export const entityId = z.number().int().positive();

const positiveDecimal = /^[1-9]\d{0,15}$/;

/**
 * An id in a path or query: plain positive decimal digits only (issue 13 point 11: "0x10", "00001", " 1"
 * and "1e3" are refused, not read as 16, 1, 1 and 1000).
 */
export const idParam = z
  .string()
  .regex(positiveDecimal, 'Enter an id as a positive whole number (digits only).')
  .transform(Number)
  .pipe(entityId);

/** A 32-bit whole number in a path or query (page numbers, sizes, versions), decimal digits only. */
export const intParam = (min: number, max: number = INT32_MAX) =>
  z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/, fieldMessage('wholeNumber'))
    .transform(Number)
    .pipe(int32.min(min).max(max));

/**
 * The dates the app works with (issue 13 point 1). Bookings, days off and discounts live in the present
 * century; the range keeps every computed date (a week's end, a zone's offset, a booking window) inside what
 * JavaScript's Date, the time-zone database and PostgreSQL's `date` and `timestamptz` all handle the same
 * way, and starts at the Unix epoch, after the odd local-mean-time offsets of older zone history.
 */
export const SUPPORTED_DATES = { first: '1970-01-01', last: '2199-12-31' } as const;
const supportedDatesMessage = `Enter a date between ${SUPPORTED_DATES.first} and ${SUPPORTED_DATES.last}.`;

const isRealDate = (value: string) =>
  !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);
const isSupportedDate = (value: string) => value >= SUPPORTED_DATES.first && value <= SUPPORTED_DATES.last;

/** A local calendar date 'yyyy-MM-dd' (bodies and queries). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage('date'))
  .refine(isRealDate, fieldMessage('realDate'))
  .refine(isSupportedDate, supportedDatesMessage);

/** A local calendar date in a path; 'yyyyMMdd' (the spec's week start) and 'yyyy-MM-dd' are both accepted. */
export const pathDate = z
  .string()
  .regex(/^\d{4}-?\d{2}-?\d{2}$/, 'Enter a date as yyyyMMdd or yyyy-MM-dd.')
  .transform((value) =>
    value.length === 8 ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value,
  )
  .refine(isRealDate, fieldMessage('realDate'))
  .refine(isSupportedDate, supportedDatesMessage);

const firstInstant = Date.parse(`${SUPPORTED_DATES.first}T00:00:00Z`);
const lastInstant = Date.parse(`${SUPPORTED_DATES.last}T23:59:59.999Z`);

/** An ISO 8601 instant with its offset ('2026-11-23T16:00:00Z', '…-07:00'), within the supported dates. */
export const instant = z.iso
  .datetime({ offset: true, message: 'Enter a date and time in ISO 8601 format.' })
  .refine((value) => {
    const time = Date.parse(value);
    return time >= firstInstant && time <= lastInstant;
  }, supportedDatesMessage);
