import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { USER_MENU_ENTRIES, visibleUserMenu } from './navigation.ts';
import { findRoute } from './routes.ts';

const allBuilt = () => true;
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe('user menu: settings, staff and profile entries (issue 3 point 8, spec 1 §2.4, spec 3 §2.5)', () => {
  it('every entry names a route of the route table', () => {
    for (const entry of USER_MENU_ENTRIES) expect(findRoute(entry.routeId), entry.id).toBeDefined();
  });

  it('an owner of an appointments merchant sees business settings, profile, staff, appointment settings and MFA', () => {
    const entries = visibleUserMenu(
      makeSubject({ product: 'appointments', isOwner: true, isAdmin: true }),
      allBuilt,
    );
    expect(ids(entries)).toEqual([
      'business-settings',
      'profile',
      'staff',
      'roles',
      'appointment-settings',
      'design-settings',
      'billing',
      'security',
    ]);
    expect(entries[0]?.href).toBe('/settings/business-settings');
    expect(entries.find((e) => e.id === 'appointment-settings')?.href).toBe(
      '/appointments/settings/services/view/1',
    );
    expect(entries.find((e) => e.id === 'profile')?.href).toBe('/settings/profile');
  });

  it('spec 1 §2.3: appointment settings need manage_configuration or manage_appointments', () => {
    const provider = makeSubject({ product: 'appointments', rights: ['view_reports'] });
    expect(ids(visibleUserMenu(provider, allBuilt))).not.toContain('appointment-settings');
    const manager = makeSubject({ product: 'appointments', rights: ['manage_appointments'] });
    expect(ids(visibleUserMenu(manager, allBuilt))).toContain('appointment-settings');
  });

  it('spec 1 §6: a merchant without appointments has no appointment settings', () => {
    expect(ids(visibleUserMenu(makeSubject({ product: 'starter' }), allBuilt))).not.toContain(
      'appointment-settings',
    );
  });

  it('spec 3 §2.5: taxes, fees and discounts need manage_configuration and a selling feature', () => {
    const owner = makeSubject({ product: 'full_product', isOwner: true, isAdmin: true });
    const entry = visibleUserMenu(owner, allBuilt).find((e) => e.id === 'taxes-fees-discounts');
    expect(entry?.href).toBe('/settings/taxes-fees-discounts');
    const clerk = makeSubject({ product: 'full_product', rights: ['create_orders'] });
    expect(ids(visibleUserMenu(clerk, allBuilt))).not.toContain('taxes-fees-discounts');
  });

  it('spec 3 §2.5: business settings need manage_configuration (issue 16 point 8)', () => {
    const clerk = makeSubject({ product: 'full_product', rights: ['create_orders', 'manage_customers'] });
    expect(ids(visibleUserMenu(clerk, allBuilt))).not.toContain('business-settings');
    const configurer = makeSubject({ product: 'full_product', rights: ['manage_configuration'] });
    expect(ids(visibleUserMenu(configurer, allBuilt))).toContain('business-settings');
  });

  it('only built screens are linked', () => {
    const built = (routeId: string) => routeId === 'settings.profile';
    expect(ids(visibleUserMenu(makeSubject({ product: 'appointments' }), built))).toEqual(['profile']);
  });

  it('spec 3 §2.5: roles and permissions need manage_users', () => {
    const clerk = makeSubject({ product: 'full_product', rights: ['create_orders'] });
    expect(ids(visibleUserMenu(clerk, allBuilt))).not.toContain('roles');
    const manager = makeSubject({ product: 'full_product', rights: ['manage_users'] });
    expect(visibleUserMenu(manager, allBuilt).find((e) => e.id === 'roles')?.href).toBe('/settings/roles');
  });

  it('spec 3 §2.5: terms need manage_configuration and a selling feature; design and billing manage_configuration', () => {
    const owner = makeSubject({ product: 'full_product', isOwner: true, isAdmin: true });
    const hrefs = Object.fromEntries(visibleUserMenu(owner, allBuilt).map((e) => [e.id, e.href]));
    expect(hrefs).toMatchObject({
      'terms-and-conditions': '/settings/terms-and-conditions',
      'design-settings': '/settings/design-settings',
      billing: '/settings/billing',
    });
    const bookingOwner = makeSubject({ product: 'appointments', isOwner: true, isAdmin: true });
    expect(ids(visibleUserMenu(bookingOwner, allBuilt))).not.toContain('terms-and-conditions');
    const clerk = makeSubject({ product: 'full_product', rights: ['create_orders', 'manage_customers'] });
    for (const id of ['terms-and-conditions', 'design-settings', 'billing'])
      expect(ids(visibleUserMenu(clerk, allBuilt))).not.toContain(id);
  });
});
