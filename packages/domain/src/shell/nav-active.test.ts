import { describe, expect, it } from 'vitest';
import { activeNavId, type NavLinkTarget } from './nav-active.ts';

// Issue 16 point 10: two entries were highlighted at once (Appointments and Appointment settings).
const targets: NavLinkTarget[] = [
  { id: 'appointments', href: '/appointments' },
  { id: 'customers', href: '/customer/list?reportId=1', matchPrefix: '/customer' },
  { id: 'pos', href: '/pos' },
  { id: 'business-settings', href: '/settings/business-settings' },
  { id: 'profile', href: '/settings/profile' },
  {
    id: 'appointment-settings',
    href: '/appointments/settings/services/view/1',
    matchPrefix: '/appointments/settings',
  },
];

describe('activeNavId: one highlighted entry (issue 16 point 10)', () => {
  const cases: [string, string | undefined][] = [
    ['/appointments', 'appointments'],
    ['/appointments/settings/services/view/1', 'appointment-settings'],
    ['/appointments/settings/services/view/2/7', 'appointment-settings'],
    ['/appointments/settings/booking', 'appointment-settings'],
    ['/appointments/settings/schedule', 'appointment-settings'],
    ['/appointments/get-started/about-your-business', 'appointments'],
    ['/customer/list', 'customers'],
    ['/customer/profile/12/overview', 'customers'],
    ['/pos/transaction-complete', 'pos'],
    ['/settings/business-settings', 'business-settings'],
    ['/settings/profile', 'profile'],
    ['/settings/staff', undefined],
    ['/appointmentsx', undefined],
    ['/', undefined],
  ];
  for (const [pathname, id] of cases) {
    it(`${pathname} → ${id ?? 'none'}`, () => expect(activeNavId(targets, pathname)).toBe(id));
  }

  it('the exact page wins over a longer area', () => {
    const nested = [
      { id: 'area', href: '/a', matchPrefix: '/a/b' },
      { id: 'page', href: '/a/b' },
    ];
    expect(activeNavId(nested, '/a/b')).toBe('page');
    expect(activeNavId(nested, '/a/b/c')).toBe('area');
  });

  it('a root link never stands for every address', () => {
    expect(activeNavId([{ id: 'root', href: '/' }], '/settings')).toBeUndefined();
    expect(activeNavId([{ id: 'root', href: '/' }], '/')).toBe('root');
  });
});
