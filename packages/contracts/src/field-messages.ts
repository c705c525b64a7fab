import { z } from 'zod';

/**
 * Issue 16 point 9 "one voice": the one catalogue of field messages. Every fault of a field says the same
 * thing wherever it happens, in one voice: a short imperative sentence that says what to do, ending with a
 * full stop ("Enter a first name.", "Enter at most 100 characters.", "Choose a time."). The server's
 * messages come from here (through the zod error map installed below and the builders the contracts
 * use); the web shows the same templates through i18next (apps/web/src/locales/en/common.json
 * `fieldMessages`, kept equal by apps/web/src/lib/field-messages.test.ts).
 *
 * Templates use i18next's `{{name}}` placeholders, so the web's texts are these strings exactly.
 */
export const fieldMessageTemplates = {
  /** A required text field, naming the thing with its article ("a first name"). */
  required: 'Enter {{field}}.',
  /** A required field when the field is not known (the generic error map). */
  requiredValue: 'Enter a value.',
  /** A required choice ("Choose a service."). */
  choose: 'Choose {{field}}.',
  tooLong: 'Enter at most {{max}} characters.',
  tooShort: 'Enter at least {{min}} characters.',
  tooMany: 'Choose at most {{max}}.',
  tooFew: 'Choose at least {{min}}.',
  numberTooBig: 'Enter {{max}} or less.',
  /** Issue 23 point 1: a cart line whose amount comes to more than one amount may be. */
  lineTooBig: 'Enter a smaller quantity: one line can come to at most {{max}}.',
  /** Issue 23 point 1: an order whose total is more than one amount may be. */
  orderTooBig: 'Enter fewer items: one order can come to at most {{max}}.',
  numberTooSmall: 'Enter {{min}} or more.',
  number: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  email: 'Enter a valid e-mail address.',
  phone: 'Enter a ten-digit phone number that starts with 2 to 9.',
  zip: 'Enter a five-digit ZIP code.',
  date: 'Enter a date as yyyy-MM-dd.',
  realDate: 'Enter a real date.',
  time: 'Enter a time, like 9:30 am or 17:30.',
  timeRange: 'Enter a time between {{min}} and {{max}}.',
  option: 'Choose one of the options.',
  invalid: 'Enter a valid value.',
} as const;

export type FieldMessageKey = keyof typeof fieldMessageTemplates;
export type FieldMessageParams = Record<string, string | number>;

/** A template with its placeholders filled in (the server's English; the web goes through i18next). */
export function fieldMessage(key: FieldMessageKey, params: FieldMessageParams = {}): string {
  return fieldMessageTemplates[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The catalogue's builders, for the contracts' explicit messages. */
export const fieldMessages = {
  required: (field: string) => fieldMessage('required', { field }),
  choose: (field: string) => fieldMessage('choose', { field }),
  tooLong: (max: number) => fieldMessage('tooLong', { max }),
  tooShort: (min: number) => fieldMessage('tooShort', { min }),
  tooMany: (max: number) => fieldMessage('tooMany', { max }),
  email: fieldMessage('email'),
  phone: fieldMessage('phone'),
  zip: fieldMessage('zip'),
  time: fieldMessage('time'),
} as const;

/** The subset of a zod issue the catalogue reads (zod v4's raw issue). */
type IssueLike = z.core.$ZodRawIssue;

/**
 * Which catalogue message a zod issue without its own message gets: a key and its parameters, so the
 * server fills the English template and the web the translated one.
 */
export function fieldMessageOf(issue: IssueLike): { key: FieldMessageKey; params: FieldMessageParams } {
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'tooLong', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'tooMany', params: { max } };
      return { key: 'numberTooBig', params: { max } };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'requiredValue', params: {} } : { key: 'tooShort', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'tooFew', params: { min } };
      return { key: 'numberTooSmall', params: { min } };
    }
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'requiredValue', params: {} };
      if (issue.expected === 'int') return { key: 'wholeNumber', params: {} };
      if (issue.expected === 'number') return { key: 'number', params: {} };
      return { key: 'invalid', params: {} };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email', params: {} };
      if (issue.format === 'date') return { key: 'date', params: {} };
      if (issue.format === 'time') return { key: 'time', params: {} };
      return { key: 'invalid', params: {} };
    case 'not_multiple_of':
      return { key: 'wholeNumber', params: {} };
    case 'invalid_value':
      return { key: 'option', params: {} };
    default:
      return { key: 'invalid', params: {} };
  }
}

/** The English message of an issue (the server's error map). */
export function fieldIssueMessage(issue: IssueLike): string {
  const { key, params } = fieldMessageOf(issue);
  return fieldMessage(key, params);
}

/**
 * Installed once for every importer of the contracts (server and web): no raw library message such as
 * "Too big: expected string to have <=100 characters" reaches a user. A schema's own message still wins
 * (zod v4: schema error > parse error > config customError).
 */
z.config({ customError: fieldIssueMessage });
