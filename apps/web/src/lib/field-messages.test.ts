import { fieldMessageTemplates } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import common from '../locales/en/common.json';
import { formatDate, formatDateTime, formatTime } from './date-format';
import { fieldMessages, fieldRules } from './field-messages';
import { i18n, loadFieldMessages } from './i18n';

describe('one catalogue of field messages (issue 16 point 9)', () => {
  it("the web's texts are the contracts' templates, key for key", () => {
    expect(common.fieldMessages).toEqual(fieldMessageTemplates);
  });

  it.each([
    [(m: ReturnType<typeof fieldMessages>) => m.required('firstName'), 'Enter a first name.'],
    [(m: ReturnType<typeof fieldMessages>) => m.required('email'), 'Enter an e-mail address.'],
    [(m: ReturnType<typeof fieldMessages>) => m.choose('service'), 'Choose a service.'],
    [(m: ReturnType<typeof fieldMessages>) => m.tooLong(100), 'Enter at most 100 characters.'],
  ])('%#: words %s', (build, text) => {
    expect(build(fieldMessages(i18n.t))).toBe(text);
  });

  it("the browser's zod map words raw issues through i18next", async () => {
    await loadFieldMessages();
    expect(z.string().max(3).safeParse('long').error?.issues[0]?.message).toBe('Enter at most 3 characters.');
    const { requiredText } = fieldRules(i18n.t);
    expect(requiredText('lastName', 100).safeParse('  ').error?.issues[0]?.message).toBe(
      'Enter a last name.',
    );
  });
});

describe('one date format per locale (issue 16 point 9)', () => {
  it.each([
    [formatDate, '2026-11-25', undefined, 'Nov 25, 2026'],
    [formatDate, '2026-11-25T03:00:00Z', 'America/Denver', 'Nov 24, 2026'],
    [formatDate, '2026-11-25T03:00:00Z', 'UTC', 'Nov 25, 2026'],
    [formatDateTime, '2026-11-25T17:30:00Z', 'America/Denver', 'Nov 25, 2026, 10:30 AM'],
    [formatTime, '17:30', undefined, '5:30 PM'],
    [formatTime, '00:00', undefined, '12:00 AM'],
    [formatTime, '2026-11-25T17:30:00Z', 'UTC', '5:30 PM'],
    [formatDate, '', undefined, ''],
    [formatDate, 'not a date', undefined, ''],
  ] as const)('%#: %s(%j, %s) = %j', (format, value, zone, text) => {
    expect(format(value, zone).replace(/\u202f/g, ' ')).toBe(text);
  });
});
