import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { emailTemplate } from './template-registry.ts';
import type { EmailTemplateDefinition } from './template-types.ts';
import { canSeeTemplate, isEmailTextShown, visibleTemplates } from './template-visibility.ts';

const integrationTemplate: EmailTemplateDefinition = {
  ...emailTemplate('order_receipt'),
  template_key: 'integration_sync_failed',
  feature: 'integrations',
  integration: true,
};

describe('which templates a merchant sees (spec 3 §6)', () => {
  it.each([
    ['payments template, merchant with payments', 'order_receipt', ['payments'], true],
    ['payments template, merchant without', 'order_receipt', ['appointments'], false],
    ['invoice template needs invoices', 'invoice', ['payments'], false],
    ['invoice template with invoices', 'invoice', ['invoices'], true],
    ['appointment template needs appointments', 'booking_reminder', ['appointments'], true],
    ['account_updater gates the card-expiry notice', 'billing_card_expiry', ['payments'], false],
    ['staff templates need no feature', 'staff_welcome', [], true],
  ] as const)('%s', (_case, key, features, expected) => {
    const viewer = {
      features: new Set<string>(features),
      rights: new Set(['manage_configuration'] as const),
    };
    expect(canSeeTemplate(viewer, emailTemplate(key))).toBe(expected);
  });

  it('integration notifications only for roles holding Manage Configuration', () => {
    const features = new Set(['integrations']);
    expect(canSeeTemplate({ features, rights: new Set(['manage_configuration']) }, integrationTemplate)).toBe(
      true,
    );
    expect(canSeeTemplate({ features, rights: new Set(['create_orders']) }, integrationTemplate)).toBe(false);
  });

  it('spec 3 §9: grouped General, Invoice, Appointment, Classic Feature, Staff, then by priority', () => {
    const subject = makeSubject({
      product: 'full_product',
      features: ['payments', 'invoices', 'appointments', 'account_updater'],
    });
    const seen = visibleTemplates(subject, [
      emailTemplate('staff_welcome'),
      emailTemplate('booking_reminder'),
      emailTemplate('booking_confirmation'),
      emailTemplate('invoice'),
      emailTemplate('order_cancelled'),
      emailTemplate('order_receipt'),
      emailTemplate('billing_card_expiry'),
    ]).map((t) => t.template_key);
    expect(seen).toEqual([
      'order_receipt',
      'order_cancelled',
      'invoice',
      'booking_confirmation',
      'booking_reminder',
      'billing_card_expiry',
      'staff_welcome',
    ]);
  });
});

describe("which messages' texts the merchant's pages show (decisions 172 and 192)", () => {
  it.each([
    ['a customer e-mail', 'order_receipt', false, true],
    ['a customer password link', 'customer_password_reset', false, false],
    ['a test send of the customer password e-mail', 'customer_password_reset', true, true],
    ['a staff password link', 'password_reset', false, false],
    ['a staff welcome', 'staff_welcome', false, false],
    ['a merchant notice', 'billing_card_expiry', false, false],
  ] as const)('%s', (_case, key, isTest, shown) => {
    expect(isEmailTextShown(emailTemplate(key), isTest)).toBe(shown);
  });

  it('shows nothing of a kind the registry does not know, unless it is a test send', () => {
    expect(isEmailTextShown(undefined, false)).toBe(false);
    expect(isEmailTextShown(undefined, true)).toBe(true);
  });
});
