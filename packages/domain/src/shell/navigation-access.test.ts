import { type AccessRight, accessRights, productNames } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { canViewCustomerList } from '../access/customer-viewing.ts';
import { meets } from '../access/requirement.ts';
import { makeSubject } from '../testing/subjects.ts';
import { type VisibleNavEntry, visibleNavigation } from './navigation.ts';
import { guardPath } from './redirects.ts';
import { routeForPath } from './routes.ts';

const allBuilt = () => true;
const flatten = (entries: VisibleNavEntry[]): VisibleNavEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children)]);

/** Rights of the demo sign-ins (DEMO.md) and a few more: none, each one alone, all. */
const RIGHT_SETS: AccessRight[][] = [
  [],
  ['neon_service_provider'],
  ['create_orders', 'manage_customers'],
  ...accessRights.map((right) => [right]),
  [...accessRights],
];

describe('the navigation never offers what the route refuses (issue 13 point 14)', () => {
  const subjects = productNames.flatMap((product) =>
    RIGHT_SETS.map((rights) => ({ product, rights, subject: makeSubject({ product, rights }) })),
  );

  it.each(subjects)('$product with $rights', ({ subject }) => {
    for (const entry of flatten(visibleNavigation(subject, allBuilt)).filter((e) => !e.external)) {
      const pathname = entry.href.split('?')[0] ?? entry.href;
      // A route's own requirement refuses; its guards only lead on (eCommerce create → manage, spec 2 §2.2).
      const result = guardPath(subject, pathname);
      const landing = 'redirectTo' in result ? result.redirectTo : pathname;
      expect(guardPath(subject, landing), `${entry.id} → ${landing}`).toEqual({ allowed: true });
      expect(meets(subject, routeForPath(pathname)?.route.requirement), entry.id).toBe(true);
      // spec 1 §6: the customer list the navigation offers is the list the server lets everyone read.
      if (routeForPath(pathname)?.route.id === 'customer.list')
        expect(canViewCustomerList(subject)).toBe(true);
    }
  });

  it('maya@juniper.test (appointments product, no customer right) is offered the customer list', () => {
    const maya = makeSubject({ product: 'appointments', rights: ['neon_service_provider'] });
    const customers = visibleNavigation(maya, allBuilt).find((entry) => entry.id === 'customers');
    expect(customers?.href).toBe('/customer/list?reportId=1');
    expect(canViewCustomerList(maya)).toBe(true);
  });
});
