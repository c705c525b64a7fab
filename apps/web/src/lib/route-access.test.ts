import { makeSubject } from '@paybook/domain/testing/subjects';
import { describe, expect, it } from 'vitest';
import { builtTarget, guardAppRoute, homePath } from './route-access';

// Issue 16 point 8: one home per user, among the screens this app has built (built-routes.ts).
const frontDesk = makeSubject({ rights: ['create_orders', 'manage_customers'] });
const coach = makeSubject({ rights: ['neon_service_provider'] });
const trialClerk = makeSubject({ product: 'free_trial', rights: ['manage_customers'] });

describe('the one home (issue 16 point 8)', () => {
  const cases = [
    {
      who: 'the Northwind front desk: the point of sale, not an empty calendar',
      subject: frontDesk,
      home: '/pos',
    },
    { who: 'a provider: their calendar', subject: coach, home: '/appointments' },
    {
      who: 'a free-trial clerk whose /home is not built: the next rule',
      subject: trialClerk,
      home: '/customer/list',
    },
  ];
  for (const { who, subject, home } of cases) {
    it(who, () => expect(homePath(subject)).toBe(home));
  }

  it('a route the user may not open leads to the same home', () => {
    const verdict = guardAppRoute(frontDesk, 'settings.business');
    expect(verdict).toEqual({ redirectTo: '/pos' });
    expect(builtTarget('/home', trialClerk)).toBe('/customer/list');
  });

  it('no redirect leads to the welcome page while the user has a home; asked for, it opens', () => {
    expect(builtTarget('/appcenter', frontDesk)).toBe('/pos');
    expect(guardAppRoute(frontDesk, 'account')).toEqual({ allowed: true });
  });
});
