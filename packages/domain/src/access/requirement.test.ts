import { describe, expect, it } from 'vitest';
import { TODAY } from '../testing/subjects.ts';
import {
  ALWAYS,
  allOf,
  anyOf,
  explainRefusal,
  firstUnmet,
  hasRight,
  meets,
  NEVER,
  needClaim,
  needFeature,
  needProduct,
  needRight,
  not,
  type Requirement,
} from './requirement.ts';
import { type AccessSubject, buildAccessSubject } from './subject.ts';

const subject: AccessSubject = buildAccessSubject(
  {
    user: { access_rights: ['create_orders'], is_admin: false, is_owner: false },
    merchant: {
      product_name: 'starter',
      product_id: 4,
      has_payments: true,
      appointments_activated: false,
      time_zone: 'America/Denver',
      free_trial_expiration_date: null,
      accepted_payment_types: ['CC', 'ACH'],
      can_issue_refund: true,
    },
    features: ['s_p_o_s', 'neon_full_product'],
    claims: ['customers.list', 'menu.pos'],
    session: { impersonated: false },
  },
  TODAY,
);
const admin: AccessSubject = { ...subject, isAdmin: true };

describe('requirements (spec 1 §6: rights, features, admin-only, product, and/or/not)', () => {
  it.each<[string, Requirement, boolean]>([
    ['a held right', needRight('create_orders'), true],
    ['a missing right', needRight('view_reports'), false],
    ['a held feature', needFeature('s_p_o_s'), true],
    ['a missing feature', needFeature('online_store'), false],
    ['a held claim', needClaim('menu.pos'), true],
    ['a missing claim', needClaim('menu.reports'), false],
    ['the product', needProduct('starter', 'full_product'), true],
    ['another product', needProduct('free_trial'), false],
    ['the product id', { productId: [4] }, true],
    ['another product id', { productId: [2] }, false],
    ['a set flag', { flag: 'hasPayments' }, true],
    ['an unset flag', { flag: 'appointmentsActivated' }, false],
    ['admin-only for a non-admin', { adminOnly: true }, false],
    ['all of two met', allOf(needRight('create_orders'), needFeature('s_p_o_s')), true],
    ['all with one unmet', allOf(needRight('create_orders'), needFeature('online_store')), false],
    ['any with one met', anyOf(needFeature('online_store'), needFeature('s_p_o_s')), true],
    ['any with none met', anyOf(needFeature('online_store'), needRight('view_reports')), false],
    ['not of unmet', not(needProduct('free_trial')), true],
    ['not of met', not(needRight('create_orders')), false],
    ['nested and/or/not', allOf(anyOf(NEVER, needFeature('s_p_o_s')), not(allOf(ALWAYS, NEVER))), true],
    ['an empty all', ALWAYS, true],
    ['an empty any', NEVER, false],
  ])('%s', (_name, requirement, expected) => {
    expect(meets(subject, requirement)).toBe(expected);
  });

  it('no requirement is always met', () => {
    expect(meets(subject, undefined)).toBe(true);
  });

  it('admin-only is met by an admin', () => {
    expect(meets(admin, { adminOnly: true })).toBe(true);
    expect(meets(admin, allOf({ adminOnly: true }, needRight('create_orders')))).toBe(true);
  });

  it('hasRight reads the subject rights', () => {
    expect(hasRight(subject, 'create_orders')).toBe(true);
    expect(hasRight(subject, 'manage_users')).toBe(false);
  });
});

describe('firstUnmet and explainRefusal (the 403 message names what is missing)', () => {
  it('is null when the requirement is met', () => {
    expect(firstUnmet(subject, { all: [{ right: 'create_orders' }, { feature: 's_p_o_s' }] })).toBeNull();
    expect(firstUnmet(subject, undefined)).toBeNull();
  });

  it('finds the missing right inside an "all"', () => {
    const req = { all: [{ feature: 's_p_o_s' }, { right: 'manage_configuration' }] } as const;
    expect(firstUnmet(subject, req)).toEqual({ right: 'manage_configuration' });
    expect(explainRefusal(subject, req)).toBe('You need the "Manage configuration" permission to do this.');
  });

  it('names a missing plan feature, admin status and a generic claim', () => {
    expect(explainRefusal(subject, { feature: 'online_store' })).toBe(
      'This is not part of your Paybook plan.',
    );
    expect(explainRefusal(subject, { adminOnly: true })).toBe('Only an administrator can do this.');
    expect(explainRefusal(subject, { claim: 'customers.merge' })).toBe(
      'You do not have permission to do this.',
    );
  });
});
