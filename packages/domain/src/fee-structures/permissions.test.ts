import { describe, expect, it } from 'vitest';
import { meets } from '../access/requirement.ts';
import { makeSubject } from '../testing/subjects.ts';
import { canManageFeeStructures, FEE_STRUCTURES_READ_REQUIREMENT } from './permissions.ts';

describe('fee structure permissions (spec 3 §2.5, §6)', () => {
  it('spec 3 §6: manage_configuration with a selling feature manages taxes, fees and discounts', () => {
    expect(canManageFeeStructures(makeSubject({ rights: ['manage_configuration'] }))).toBe(true);
    expect(canManageFeeStructures(makeSubject({ rights: ['create_orders'] }))).toBe(false);
  });

  it('spec 3 §2.5: one of online_store, s_p_o_s, payment_forms is needed, also to read', () => {
    for (const feature of ['online_store', 's_p_o_s', 'payment_forms']) {
      const subject = makeSubject({ product: 'appointments', features: [feature] });
      expect(meets(subject, FEE_STRUCTURES_READ_REQUIREMENT), feature).toBe(true);
    }
    const appointmentsOnly = makeSubject({ product: 'appointments' });
    expect(meets(appointmentsOnly, FEE_STRUCTURES_READ_REQUIREMENT)).toBe(false);
    expect(canManageFeeStructures(appointmentsOnly)).toBe(false);
  });
});
