import { describe, expect, it } from 'vitest';
import { resolveStateAlias, STATE_ALIAS_ROUTE_IDS } from './aliases.ts';

describe('state aliases (spec 1 §6)', () => {
  it('spec 1 §6: @customers-list resolves to customers-list with customer_tab', () => {
    expect(resolveStateAlias('@customers-list', new Set(['customer_tab']))).toBe('customers-list');
  });

  it('spec 1 §6: @customers-list resolves to customers-classic without customer_tab', () => {
    expect(resolveStateAlias('@customers-list', new Set(['s_p_o_s']))).toBe('customers-classic');
  });

  it('a name that is not an alias is returned unchanged', () => {
    expect(resolveStateAlias('appointments', new Set())).toBe('appointments');
  });

  it('ruling 2: both resolved states open the one customer list screen', () => {
    expect(STATE_ALIAS_ROUTE_IDS['customers-list']).toBe('customer.list');
    expect(STATE_ALIAS_ROUTE_IDS['customers-classic']).toBe('customer.list');
  });
});
