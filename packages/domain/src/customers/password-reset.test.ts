import { describe, expect, it } from 'vitest';
import { meets } from '../access/requirement.ts';
import { makeSubject } from '../testing/subjects.ts';
import {
  CUSTOMER_PASSWORD_RESET_REQUIREMENT,
  canResetCustomerPassword,
  customerPasswordLinkState,
  customerPasswordResetRefusal,
  customerPasswordWording,
  hasCustomerPortal,
  customerPasswordResetMessages as messages,
} from './password-reset.ts';

describe('customer password reset (spec 2 §4, §7, §8)', () => {
  it.each([
    ['ada', true],
    ['  ada  ', true],
    ['', false],
    ['   ', false],
  ])('spec 2 §4: user name %j offers the reset: %s', (userName, offered) => {
    expect(canResetCustomerPassword({ user_name: userName })).toBe(offered);
  });

  const customer = { user_name: 'Ada.L', email: 'ada@example.test' };
  const request = { customer, username: 'Ada.L', asksForPortal: false, merchantHasPortal: false };
  it.each([
    ['the customer has a user name and an e-mail', request, null],
    ['the user name differs only in case and spaces', { ...request, username: ' ada.l ' }, null],
    [
      'the customer has no user name',
      { ...request, customer: { ...customer, user_name: '' }, username: '' },
      { property: 'username', message: messages.noUserName },
    ],
    [
      'the user name is not the customer’s',
      { ...request, username: 'someone' },
      { property: 'username', message: messages.wrongUserName },
    ],
    [
      'the customer has no e-mail',
      { ...request, customer: { ...customer, email: ' ' } },
      { property: 'email', message: messages.noEmail },
    ],
    [
      'the portal wording without the portal',
      { ...request, asksForPortal: true },
      { property: 'has_customer_portal', message: messages.noPortal },
    ],
    [
      'the portal wording with the portal',
      { ...request, asksForPortal: true, merchantHasPortal: true },
      null,
    ],
    ['the legacy wording with the portal', { ...request, merchantHasPortal: true }, null],
  ])('refuses or not when %s', (_case, input, refusal) => {
    expect(customerPasswordResetRefusal(input)).toEqual(refusal);
  });

  it('spec 2 §8: the portal or the legacy wording', () => {
    expect(customerPasswordWording(true)).toBe('portal');
    expect(customerPasswordWording(false)).toBe('legacy');
  });

  it('the portal is the customer_portal feature (claim customer-portal); starter has none', () => {
    expect(hasCustomerPortal(makeSubject({ product: 'full_product' }))).toBe(true);
    expect(hasCustomerPortal(makeSubject({ product: 'starter' }))).toBe(false);
  });

  it('sending needs manage_customers in the customer area', () => {
    expect(meets(makeSubject({ rights: ['manage_customers'] }), CUSTOMER_PASSWORD_RESET_REQUIREMENT)).toBe(
      true,
    );
    expect(meets(makeSubject({ rights: ['create_orders'] }), CUSTOMER_PASSWORD_RESET_REQUIREMENT)).toBe(
      false,
    );
    expect(
      meets(makeSubject({ rights: ['manage_customers'], features: [] }), CUSTOMER_PASSWORD_RESET_REQUIREMENT),
    ).toBe(false);
  });

  const expiresAt = new Date('2026-03-02T10:00:00Z');
  it.each([
    ['before its expiry', null, '2026-03-02T09:59:59Z', 'valid'],
    ['at its expiry', null, '2026-03-02T10:00:00Z', 'expired'],
    ['after its expiry', null, '2026-03-03T00:00:00Z', 'expired'],
    ['used, before its expiry', '2026-03-01T12:00:00Z', '2026-03-01T13:00:00Z', 'used'],
    ['used, after its expiry', '2026-03-01T12:00:00Z', '2026-03-04T00:00:00Z', 'used'],
  ])('a link %s (used %s, now %s) is %s', (_case, usedAt, now, state) => {
    const link = { expiresAt, usedAt: usedAt === null ? null : new Date(usedAt) };
    expect(customerPasswordLinkState(link, new Date(now))).toBe(state);
  });
});
