import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import {
  canAddCustomer,
  canChangeComment,
  canDeleteCustomer,
  canEditAddresses,
  canEditCustomer,
  canExportCustomers,
  canMergeCustomers,
  canReadTimelineEmail,
  canWriteTimelineComment,
} from './permissions.ts';

describe('customer permissions (spec 2 §6)', () => {
  it('manage_customers or create_orders adds a customer; neither does not', () => {
    expect(canAddCustomer(makeSubject({ rights: ['manage_customers'] }))).toBe(true);
    expect(canAddCustomer(makeSubject({ rights: ['create_orders'] }))).toBe(true);
    expect(canAddCustomer(makeSubject({ rights: ['view_reports'] }))).toBe(false);
  });

  it('the customer area needs feature customer_tab', () => {
    expect(canAddCustomer(makeSubject({ rights: ['manage_customers'], features: [] }))).toBe(false);
  });

  it('export needs manage_customers and has_payments', () => {
    expect(canExportCustomers(makeSubject({ rights: ['manage_customers'], hasPayments: true }))).toBe(true);
    expect(canExportCustomers(makeSubject({ rights: ['manage_customers'], hasPayments: false }))).toBe(false);
    expect(canExportCustomers(makeSubject({ rights: ['create_orders'], hasPayments: true }))).toBe(false);
  });

  it('merge needs manage_customers and the customers.merge claim (feature customer_merge)', () => {
    expect(canMergeCustomers(makeSubject({ rights: ['manage_customers'] }))).toBe(true);
    expect(canMergeCustomers(makeSubject({ rights: ['create_orders'] }))).toBe(false);
    expect(canMergeCustomers(makeSubject({ rights: ['manage_customers'], features: ['customer_tab'] }))).toBe(
      false,
    );
  });

  it('delete needs customers.delete-customer and is never allowed while impersonating', () => {
    expect(canDeleteCustomer(makeSubject({ rights: ['manage_customers'] }))).toBe(true);
    expect(canDeleteCustomer(makeSubject({ rights: ['manage_customers'], impersonated: true }))).toBe(false);
    expect(canDeleteCustomer(makeSubject({ rights: ['create_orders'] }))).toBe(false);
  });

  it('customers.edit-customer-neon edits addresses', () => {
    expect(canEditAddresses(makeSubject({ rights: ['manage_customers'] }))).toBe(true);
    expect(canEditAddresses(makeSubject({ rights: ['create_orders'] }))).toBe(false);
  });

  it('a comment is changed by its author, or with the edit or delete claim', () => {
    const author = makeSubject({ rights: ['create_orders'] });
    expect(canChangeComment(author, { created_by_staff_id: 7 }, 7, 'edit')).toBe(true);
    expect(canChangeComment(author, { created_by_staff_id: 7 }, 7, 'delete')).toBe(true);
    expect(canChangeComment(author, { created_by_staff_id: 8 }, 7, 'edit')).toBe(false);
    expect(canChangeComment(author, { created_by_staff_id: null }, 7, 'delete')).toBe(false);
    const manager = makeSubject({ rights: ['manage_customers'] });
    expect(canChangeComment(manager, { created_by_staff_id: 8 }, 7, 'edit')).toBe(true);
    expect(canChangeComment(manager, { created_by_staff_id: 8 }, 7, 'delete')).toBe(true);
  });

  it('spec 1 §6: editing and timeline comments need manage_customers (and a comment the timeline)', () => {
    expect(canEditCustomer(makeSubject({ rights: ['manage_customers'] }))).toBe(true);
    expect(canEditCustomer(makeSubject({ rights: ['create_orders'] }))).toBe(false);
    expect(canEditCustomer(makeSubject({ rights: ['neon_service_provider'] }))).toBe(false);
    expect(canWriteTimelineComment(makeSubject({ rights: ['manage_customers'] }))).toBe(true);
    expect(canWriteTimelineComment(makeSubject({ rights: ['create_orders'] }))).toBe(false);
    expect(canWriteTimelineComment(makeSubject({ rights: ['neon_service_provider'] }))).toBe(false);
    expect(
      canWriteTimelineComment(makeSubject({ rights: ['manage_customers'], features: ['customer_tab'] })),
    ).toBe(false);
  });

  it('decision 189: a sent e-mail is read in full with manage_customers (it holds the customer’s links)', () => {
    expect(canReadTimelineEmail(makeSubject({ rights: ['manage_customers'] }))).toBe(true);
    expect(canReadTimelineEmail(makeSubject({ rights: ['create_orders'] }))).toBe(false);
    expect(canReadTimelineEmail(makeSubject({ rights: ['view_reports'] }))).toBe(false);
    expect(
      canReadTimelineEmail(makeSubject({ rights: ['manage_customers'], features: ['customer_tab'] })),
    ).toBe(false);
  });
});
