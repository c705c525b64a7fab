import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER_FEATURES } from '../access/product-tiers.ts';
import { meets } from '../access/requirement.ts';
import { makeSubject } from '../testing/subjects.ts';
import { feeTable, formatProcessorFee, SANDBOX_PROCESSOR_FEES } from './fees.ts';
import {
  CLIENT_ID_BASE,
  clientIdFor,
  isSetupComplete,
  SETUP_POLL_ATTEMPTS,
  SETUP_POLL_INTERVAL_MS,
  SETUP_REQUIREMENT,
} from './setup.ts';
import { UPGRADE_REQUIREMENT, upgradedMerchant, upgradeError, upgradeOptions } from './upgrade.ts';

describe('setup (spec 1 §4.5, §9)', () => {
  it('spec 1 §9: polls every 2 s, up to 5 times', () => {
    expect(SETUP_POLL_INTERVAL_MS).toBe(2000);
    expect(SETUP_POLL_ATTEMPTS).toBe(5);
  });

  it('spec 1 §4.5: complete once the client id is non-zero', () => {
    expect(isSetupComplete({ client_id: 0 })).toBe(false);
    expect(isSetupComplete({ client_id: 100_042 })).toBe(true);
  });

  it('decided: client ids derive from the merchant id, above the demo numbers', () => {
    expect(clientIdFor(42)).toBe(CLIENT_ID_BASE + 42);
    expect(clientIdFor(1)).toBeGreaterThan(41_005);
  });

  it('decided: setup needs appointments and manage_configuration', () => {
    expect(
      meets(makeSubject({ product: 'appointments', appointmentsActivated: false }), SETUP_REQUIREMENT),
    ).toBe(true);
    expect(
      meets(makeSubject({ product: 'appointments', rights: ['manage_appointments'] }), SETUP_REQUIREMENT),
    ).toBe(false);
    expect(meets(makeSubject({ product: 'starter' }), SETUP_REQUIREMENT)).toBe(false);
  });
});

describe('fees (spec 1 §2.3 /getpayments, §7 get_fees)', () => {
  it('spec 1 §7: a Key/Value list of the sandbox processor pricing', () => {
    const table = feeTable();
    expect(table).toHaveLength(SANDBOX_PROCESSOR_FEES.length);
    expect(table[0]).toEqual({
      key: 'Card payments (online, invoices, booking page)',
      value: '2.9% + $0.30',
    });
  });

  it('formats percentages, caps, per-event and monthly fees (ruling 9: from cents)', () => {
    expect(formatProcessorFee({ key: 'a', basisPoints: 80, fixedCents: 0, capCents: 500 })).toBe(
      '0.8% (at most $5.00)',
    );
    expect(formatProcessorFee({ key: 'b', basisPoints: 350, fixedCents: 15 })).toBe('3.5% + $0.15');
    expect(formatProcessorFee({ key: 'c', basisPoints: 0, fixedCents: 1500, per: 'event' })).toBe(
      '$15.00 each',
    );
    expect(formatProcessorFee({ key: 'd', basisPoints: 0, fixedCents: 0, per: 'event' })).toBe('Free');
    expect(formatProcessorFee({ key: 'e', basisPoints: 0, fixedCents: 0, per: 'month' })).toBe(
      '$0.00 per month',
    );
  });
});

describe('in-app upgrade (ruling 12)', () => {
  it('ruling 12: the tiers each product may move to', () => {
    expect(upgradeOptions('appointments')).toEqual(['full_product']);
    expect(upgradeOptions('starter')).toEqual(['full_product']);
    expect(upgradeOptions('free_trial')).toEqual(['appointments', 'starter', 'full_product']);
    expect(upgradeOptions('full_product')).toEqual([]);
  });

  it('ruling 12: refuses the same tier and tiers not offered', () => {
    expect(upgradeError('appointments', 'full_product')).toBeNull();
    expect(upgradeError('appointments', 'appointments')).toMatch(/already/);
    expect(upgradeError('appointments', 'starter')).toMatch(/Choose one/);
    expect(upgradeError('full_product', 'starter')).toMatch(/Choose one/);
  });

  it('ruling 12: the new tier replaces the features; payments come with tiers that take payments', () => {
    expect(upgradedMerchant('full_product')).toEqual({
      features: [...DEFAULT_TIER_FEATURES.full_product],
      hasPayments: true,
    });
    expect(upgradedMerchant('appointments').hasPayments).toBe(false);
  });

  it('decided: only the owner or an administrator upgrades', () => {
    expect(meets(makeSubject({ isOwner: true }), UPGRADE_REQUIREMENT)).toBe(true);
    expect(meets(makeSubject({ isAdmin: true }), UPGRADE_REQUIREMENT)).toBe(true);
    expect(meets(makeSubject({}), UPGRADE_REQUIREMENT)).toBe(false);
  });
});
