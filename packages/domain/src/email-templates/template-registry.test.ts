import { describe, expect, it } from 'vitest';
import { unknownMergeTags } from './merge-tags.ts';
import { EMAIL_TEMPLATES, emailTemplate, findEmailTemplate } from './template-registry.ts';
import { TEMPLATE_CATEGORIES } from './template-types.ts';

describe('the e-mail template registry (ruling 7, spec 3 §3.3, §9)', () => {
  it('has each key once', () => {
    const keys = EMAIL_TEMPLATES.map((template) => template.template_key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(EMAIL_TEMPLATES.map((template) => [template.template_key, template] as const))(
    '%s: its defaults name only its own merge tags',
    (_key, template) => {
      for (const text of Object.values(template.defaults)) {
        expect(unknownMergeTags(text, template.merge_tags)).toEqual([]);
      }
    },
  );

  it('spec 3 §9: every category is one of the five, and priorities are unique inside a category', () => {
    for (const category of TEMPLATE_CATEGORIES) {
      const priorities = EMAIL_TEMPLATES.filter((t) => t.category === category).map((t) => t.priority);
      expect(new Set(priorities).size, category).toBe(priorities.length);
    }
    expect(EMAIL_TEMPLATES.every((t) => TEMPLATE_CATEGORIES.includes(t.category))).toBe(true);
  });

  it('finds a template by key and refuses an unknown one', () => {
    expect(findEmailTemplate('booking_reminder')?.category).toBe('Appointment');
    expect(findEmailTemplate('nope')).toBeUndefined();
    expect(() => emailTemplate('nope')).toThrow('No e-mail template nope');
  });

  it('spec 3 §9: customer e-mails are editable; the security e-mails keep their words', () => {
    const customerNotices = EMAIL_TEMPLATES.filter((t) => t.audience === 'customer' && !t.private_text);
    expect(customerNotices.every((t) => t.can_be_edited)).toBe(true);
    for (const key of ['password_reset', 'email_verification', 'sign_in_unlock', 'customer_password_reset']) {
      expect(emailTemplate(key).can_be_edited, key).toBe(false);
    }
  });
});
