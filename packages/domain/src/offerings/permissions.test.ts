import { describe, expect, it } from 'vitest';
import { explainRefusal } from '../access/requirement.ts';
import { makeSubject } from '../testing/subjects.ts';
import {
  CATALOGUE_WRITE_REQUIREMENT,
  canEditCatalogue,
  canEditOfferings,
  canToggleServiceStatus,
  SERVICE_STATUS_REQUIREMENT,
} from './permissions.ts';

describe('service permissions (spec 1 §4.1, §6)', () => {
  it('spec 1 §4.1: manage_configuration toggles a service status', () => {
    expect(canToggleServiceStatus(makeSubject({ rights: ['manage_configuration'] }))).toBe(true);
  });

  it('spec 1 §4.1: manage_appointments alone does not toggle it, and the refusal names the right', () => {
    const subject = makeSubject({ rights: ['manage_appointments'] });
    expect(canToggleServiceStatus(subject)).toBe(false);
    expect(explainRefusal(subject, SERVICE_STATUS_REQUIREMENT)).toBe(
      'You need the "Manage configuration" permission to do this.',
    );
  });

  it('spec 1 §2.3: those who configure or manage appointments edit services', () => {
    expect(canEditOfferings(makeSubject({ rights: ['manage_appointments'] }))).toBe(true);
    expect(canEditOfferings(makeSubject({ rights: ['manage_configuration'] }))).toBe(true);
    expect(canEditOfferings(makeSubject({ rights: ['view_reports', 'create_orders'] }))).toBe(false);
  });
});

describe('catalogue permissions (spec 2 §2.3, §6)', () => {
  it('spec 2 §6: manage_configuration edits items on a tier with the catalogue', () => {
    expect(canEditCatalogue(makeSubject({ rights: ['manage_configuration'] }))).toBe(true);
    expect(canEditCatalogue(makeSubject({ product: 'starter', rights: ['manage_configuration'] }))).toBe(
      true,
    );
  });

  it('spec 2 §6: without manage_configuration the refusal names the right', () => {
    const subject = makeSubject({ rights: ['create_orders', 'manage_appointments'] });
    expect(canEditCatalogue(subject)).toBe(false);
    expect(explainRefusal(subject, CATALOGUE_WRITE_REQUIREMENT)).toBe(
      'You need the "Manage configuration" permission to do this.',
    );
  });

  it('spec 2 §2.3: a tier without online_store, s_p_o_s or payment_forms has no catalogue', () => {
    const subject = makeSubject({ product: 'appointments', rights: ['manage_configuration'] });
    expect(canEditCatalogue(subject)).toBe(false);
    expect(explainRefusal(subject, CATALOGUE_WRITE_REQUIREMENT)).toBe(
      'This is not part of your Paybook plan.',
    );
  });
});
