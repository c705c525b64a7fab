import type { Role } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { roleBodyOf, roleFormSchema, roleFormValues } from './role-form-schema';

const role: Role = {
  id: 101,
  name: 'Night shift',
  description: 'Evenings',
  is_built_in: false,
  is_admin: false,
  staff_count: 0,
  access_rights: [
    { id: 11, name: 'Create Orders', description: '', right: 'create_orders' },
    { id: 46, name: 'Manage Customers', description: '', right: 'manage_customers' },
  ],
};

describe('the add/edit role form (spec 3 §3.3, §9)', () => {
  it('starts from a role, or from a duplicate’s new name, and sends numbers', () => {
    expect(roleFormValues(role)).toEqual({
      name: 'Night shift',
      description: 'Evenings',
      access_right_ids: ['11', '46'],
    });
    const copy = roleFormValues(role, 'Night shift (1)');
    expect(copy.name).toBe('Night shift (1)');
    expect(roleBodyOf({ ...copy, name: ' Late ' })).toEqual({
      name: 'Late',
      description: 'Evenings',
      access_right_ids: [11, 46],
    });
  });

  it.each([
    ['', 'Name is required.'],
    ['front desk', 'Another role already has this name; choose another name.'],
  ])('name %j: %s', (name, message) => {
    const result = roleFormSchema(['Front Desk']).safeParse({ ...roleFormValues(), name });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts a free name', () => {
    expect(roleFormSchema(['Front Desk']).safeParse(roleFormValues(role)).success).toBe(true);
  });
});
