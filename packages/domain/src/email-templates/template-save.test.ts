import { describe, expect, it } from 'vitest';
import { emailTemplate } from './template-registry.ts';
import { effectiveTexts, fillTemplateTexts, subjectToSend, templateSaveProblems } from './template-save.ts';

const receipt = emailTemplate('order_receipt');
const cardExpiry = emailTemplate('billing_card_expiry');
const edit = {
  subject: 'Receipt #{{order_number}}',
  greeting: 'Hi {{customer_first_name}},',
  editable_opening: 'Thanks!',
  signature: '{{company_name}}',
};

describe('a template save (spec 3 §5, §7)', () => {
  it.each([
    ['a valid edit', receipt, edit, []],
    [
      'an unknown tag is named with its field',
      receipt,
      { ...edit, greeting: 'Hi {{first_nmae}} {{x}},' },
      [{ property: 'greeting', message: 'Unknown merge tags: {{first_nmae}}, {{x}}.' }],
    ],
    [
      'subject required when editable',
      receipt,
      { ...edit, subject: ' ' },
      [{ property: 'subject', message: 'Subject is required.' }],
    ],
    [
      'subject null when editable',
      receipt,
      { ...edit, subject: null },
      [{ property: 'subject', message: 'Subject is required.' }],
    ],
    [
      'opening required',
      receipt,
      { ...edit, editable_opening: '' },
      [{ property: 'editable_opening', message: 'Opening is required.' }],
    ],
    [
      'subject null when not editable',
      cardExpiry,
      { ...edit, subject: null, greeting: '', signature: '' },
      [],
    ],
    [
      'subject sent when not editable',
      cardExpiry,
      { ...edit, subject: 'x', greeting: '', signature: '' },
      [{ property: 'subject', message: 'The subject of this e-mail cannot be changed.' }],
    ],
    [
      'too long',
      receipt,
      { ...edit, signature: 'x'.repeat(501) },
      [{ property: 'signature', message: 'Use at most 500 characters.' }],
    ],
  ] as const)('%s', (_case, template, input, problems) => {
    expect(templateSaveProblems(template, input)).toEqual(problems);
  });

  it('spec 3 §5: the subject is sent as null when subject editing is not allowed', () => {
    expect(subjectToSend(receipt, 'S')).toBe('S');
    expect(subjectToSend(cardExpiry, 'S')).toBeNull();
  });
});

describe('effectiveTexts and fillTemplateTexts', () => {
  it('uses the defaults without a saved edit, and the default subject when not editable', () => {
    expect(effectiveTexts(receipt, null)).toEqual(receipt.defaults);
    expect(effectiveTexts(receipt, edit).subject).toBe(edit.subject);
    const saved = effectiveTexts(cardExpiry, { ...edit, subject: null });
    expect(saved.subject).toBe(cardExpiry.defaults.subject);
    expect(saved.editable_opening).toBe('Thanks!');
  });

  it('fills tags; an empty value takes its leading spaces along', () => {
    const filled = fillTemplateTexts(receipt.defaults, {
      company_name: 'Juniper',
      customer_first_name: '',
      order_number: '7',
      order_date: 'May 1',
    });
    expect(filled.greeting).toBe('Hello,');
    expect(filled.subject).toBe('Your receipt from Juniper (order #7)');
    expect(filled.signature).toBe('Thank you,\nJuniper');
  });
});
