import { type AccessRight, accessRights } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { canViewCustomerList, canViewCustomerProfile } from './customer-viewing.ts';

describe('customer viewing (spec 1 §6 default claims)', () => {
  const cases: [string, AccessRight[]][] = [
    ['no rights at all (a service provider such as maya@juniper.test)', ['neon_service_provider']],
    ['only view_reports', ['view_reports']],
    ['only manage_customers', ['manage_customers']],
    ['every right', [...accessRights]],
  ];

  it.each(cases)('%s reads the customer list and profiles', (_, rights) => {
    for (const product of ['appointments', 'full_product', 'starter', 'free_trial'] as const) {
      const subject = makeSubject({ product, rights });
      expect(canViewCustomerList(subject), product).toBe(true);
      expect(canViewCustomerProfile(subject), product).toBe(true);
    }
  });

  it('ruling 2: a merchant without customer_tab still reads them (the classic list is the same screen)', () => {
    const subject = makeSubject({ rights: [], features: [] });
    expect(canViewCustomerList(subject)).toBe(true);
    expect(canViewCustomerProfile(subject)).toBe(true);
  });

  it('an impersonated session reads them too', () => {
    expect(canViewCustomerList(makeSubject({ rights: [], impersonated: true }))).toBe(true);
  });
});
