import { amountTooBigMessage, MAX_AMOUNT_TEXT } from '@paybook/domain/money/money-text';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerEmail, customerPhone, nameField } from './customer-fields.ts';
import { fieldMessage, fieldMessages, fieldMessageTemplates } from './field-messages.ts';
import { moneyText } from './money.ts';
import { saveStaffUserBody } from './staff.ts';

const firstMessage = (result: { error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('the field-message catalogue (issue 16 point 9)', () => {
  it('speaks in one voice: each template is one imperative sentence ending with a full stop', () => {
    for (const template of Object.values(fieldMessageTemplates)) {
      expect(template).toMatch(/^(Enter|Choose) .+\.$/);
    }
  });

  it.each([
    ['required', { field: 'a first name' }, 'Enter a first name.'],
    ['choose', { field: 'a service' }, 'Choose a service.'],
    ['tooLong', { max: 100 }, 'Enter at most 100 characters.'],
    ['tooShort', { min: 3 }, 'Enter at least 3 characters.'],
    ['timeRange', { min: '9:00 AM', max: '5:00 PM' }, 'Enter a time between 9:00 AM and 5:00 PM.'],
    ['requiredValue', {}, 'Enter a value.'],
  ] as const)('fills %s with %o', (key, params, text) => {
    expect(fieldMessage(key, params)).toBe(text);
  });
});

describe('the zod error map: no raw library message reaches a user', () => {
  it.each([
    [z.string().max(100), 'x'.repeat(101), 'Enter at most 100 characters.'],
    [z.string().min(1), '', 'Enter a value.'],
    [z.string().min(8), 'short', 'Enter at least 8 characters.'],
    [z.number().max(60), 61, 'Enter 60 or less.'],
    [z.number().min(0), -1, 'Enter 0 or more.'],
    [z.number().int(), 1.5, 'Enter a whole number.'],
    [z.number(), 'seven', 'Enter a number.'],
    [z.string(), undefined, 'Enter a value.'],
    [z.array(z.number()).max(2), [1, 2, 3], 'Choose at most 2.'],
    [z.array(z.number()).min(1), [], 'Choose at least 1.'],
    [z.email(), 'not-an-address', fieldMessageTemplates.email],
    [z.enum(['a', 'b']), 'c', 'Choose one of the options.'],
    [z.string().regex(/^\d+$/), 'abc', 'Enter a valid value.'],
    [z.string().refine(() => false), 'x', 'Enter a valid value.'],
  ] as const)('%#: %j answers %j', (schema, input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });

  it("keeps a schema's own message", () => {
    expect(firstMessage(z.string().min(1, 'Enter a title.').safeParse(''))).toBe('Enter a title.');
  });
});

describe('the contracts use the catalogue', () => {
  it.each([
    [customerPhone, '1234', fieldMessages.phone],
    [customerEmail, 'emma@', fieldMessages.email],
    [nameField, 'x'.repeat(101), 'Enter at most 100 characters.'],
  ] as const)('%#: %j', (schema, input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });

  it('staff: the same words for the same faults', () => {
    const result = saveStaffUserBody.safeParse({
      email: 'leo@juniper.test',
      first_name: ' ',
      last_name: 'x'.repeat(101),
    });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField).toEqual({
      first_name: 'Enter a first name.',
      last_name: 'Enter at most 100 characters.',
    });
  });
});

describe('the bound of one amount (issue 23 point 1, decision 95)', () => {
  it('the domain’s message is the catalogue’s numberTooBig, and every money text says it over the bound', () => {
    expect(amountTooBigMessage).toBe(fieldMessage('numberTooBig', { max: MAX_AMOUNT_TEXT }));
    const refused = moneyText.safeParse('1000000');
    expect(refused.success ? null : refused.error.issues.map((issue) => issue.message)).toEqual([
      amountTooBigMessage,
    ]);
    expect(moneyText.safeParse('999999.99').success).toBe(true);
  });
});
