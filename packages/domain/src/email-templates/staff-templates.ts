import { BUSINESS_TAGS, STAFF_TAGS } from './template-merge-tags.ts';
import type { EmailTemplateDefinition } from './template-types.ts';

// Ruling 7 and spec 3 §9: the e-mails staff and the merchant get. Only the staff welcome and the
// Classic Feature card-expiry notice are editable; the sign-in and security e-mails are listed (so the
// merchant sees everything the product sends) but keep their words, so nobody can weaken them.

const HELLO = 'Hello {{first_name}},';

const fixed = {
  category: 'Staff',
  feature: null,
  integration: false,
  can_be_edited: false,
  can_be_disabled: false,
  allow_editing_subject: false,
  audience: 'staff',
  merge_tags: [...BUSINESS_TAGS, ...STAFF_TAGS],
} as const;

export const STAFF_TEMPLATES: readonly EmailTemplateDefinition[] = [
  {
    ...fixed,
    template_key: 'staff_welcome',
    name: 'New staff member',
    priority: 1,
    can_be_edited: true,
    allow_editing_subject: true,
    defaults: {
      subject: 'Set your password for {{company_name}}',
      greeting: HELLO,
      editable_opening: '{{company_name}} added you as a staff member. Choose a password to sign in:',
      signature: '',
    },
  },
  {
    ...fixed,
    template_key: 'password_reset',
    name: 'Password reset',
    priority: 2,
    defaults: {
      subject: 'Reset your password',
      greeting: HELLO,
      editable_opening:
        'Someone asked to reset the password of your account. To choose a new password, open this link:',
      signature: '',
    },
  },
  {
    ...fixed,
    template_key: 'email_verification',
    name: 'E-mail address confirmation',
    priority: 3,
    defaults: {
      subject: 'Confirm your e-mail address',
      greeting: HELLO,
      editable_opening:
        'Please confirm the e-mail address of your {{product_name}} account by opening this link:',
      signature: '',
    },
  },
  {
    ...fixed,
    template_key: 'sign_in_unlock',
    name: 'Account locked',
    priority: 4,
    defaults: {
      subject: 'Your account was locked after failed sign-ins',
      greeting: HELLO,
      editable_opening:
        'There were several failed attempts to sign in to your {{product_name}} account, so it is locked for a while on the network they came from. If that was you and you know your password, open this link to unlock it at once:',
      signature: '',
    },
  },
  {
    ...fixed,
    template_key: 'signup_existing_account',
    name: 'Sign-up with an existing address',
    priority: 5,
    defaults: {
      subject: 'You already have a {{product_name}} account',
      greeting: HELLO,
      editable_opening:
        'Someone asked to create a {{product_name}} account with this e-mail address, which already has one, so no new account was made.',
      signature: '',
    },
  },
  {
    ...fixed,
    template_key: 'billing_card_expiry',
    name: 'Cards expiring before their next bill',
    category: 'Classic Feature',
    priority: 1,
    feature: 'account_updater',
    audience: 'merchant',
    can_be_edited: true,
    can_be_disabled: true,
    // The subject names the day, and the billing run finds the day's message by it (billing-emails.ts).
    allow_editing_subject: false,
    defaults: {
      subject: 'Cards to update before their next bill ({{run_date}})',
      greeting: '',
      editable_opening:
        'These billing schedules of {{company_name}} will be charged to a card that will have expired by then. Ask each customer for a new card, or the bill will fail.',
      signature: '',
    },
    merge_tags: [...BUSINESS_TAGS, { tag: 'run_date', label: 'Date', merge_tag_group: 'Billing' }],
  },
];
