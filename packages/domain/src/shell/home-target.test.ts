import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { HOME_TARGET_RULES, hasOwnCalendar, homeTarget, homeTargetRule, userHome } from './home-target.ts';

describe('home target (spec 1 §2.2, first match wins)', () => {
  it('spec 1 §2.2 rule 1: classic dashboard with dashboard_classic and view_reports', () => {
    const subject = makeSubject({
      product: 'free_trial',
      features: ['dashboard_classic'],
      rights: ['view_reports'],
    });
    expect(homeTarget(subject)).toBe('/dashboard');
  });

  it('spec 1 §2.2 rule 1 needs both: dashboard_classic without view_reports falls through', () => {
    const subject = makeSubject({
      features: ['dashboard_classic', 'customer_tab'],
      rights: ['create_orders'],
    });
    expect(homeTarget(subject)).toBe('/customer/list');
  });

  it('spec 1 §2.2 rule 2: free trial goes to /home', () => {
    expect(homeTarget(makeSubject({ product: 'free_trial' }))).toBe('/home');
  });

  it('spec 1 §2.2 rule 3: the appointments product goes to /appointments', () => {
    expect(homeTarget(makeSubject({ product: 'appointments' }))).toBe('/appointments');
  });

  it('spec 1 §2.2 rule 4: s_p_o_s with create_orders goes to /pos', () => {
    expect(
      homeTarget(makeSubject({ features: ['s_p_o_s', 'payments_tab'], rights: ['create_orders'] })),
    ).toBe('/pos');
  });

  it('spec 1 §2.2 rule 5: payments_tab with create_orders goes to the classic payment page', () => {
    expect(
      homeTarget(makeSubject({ features: ['payments_tab', 'customer_tab'], rights: ['create_orders'] })),
    ).toBe('/payments');
  });

  it('spec 1 §2.2 rules 4 and 5 need create_orders', () => {
    expect(
      homeTarget(makeSubject({ features: ['s_p_o_s', 'payments_tab', 'customer_tab'], rights: [] })),
    ).toBe('/customer/list');
  });

  it('spec 1 §2.2 rule 6: customer_tab goes to /customer/list', () => {
    expect(homeTarget(makeSubject({ features: ['customer_tab', 'xenon_reporting'], rights: [] }))).toBe(
      '/customer/list',
    );
    expect(
      homeTargetRule(makeSubject({ features: ['customer_tab', 'xenon_reporting'], rights: [] })).rule,
    ).toBe(6);
  });

  it('spec 1 §2.2 rule 7: xenon_reporting goes to the xenon transactions report', () => {
    expect(homeTarget(makeSubject({ features: ['xenon_reporting'], rights: [] }))).toBe(
      '/reports/xenon-transactions',
    );
  });

  it('spec 1 §2.2 rule 8: otherwise the classic customer list', () => {
    const subject = makeSubject({ features: [], rights: [] });
    expect(homeTarget(subject)).toBe('/customer/list');
    expect(homeTargetRule(subject).rule).toBe(8);
  });

  it('spec 1 §2.2: the first matching rule wins over every later one', () => {
    const all = ['dashboard_classic', 's_p_o_s', 'payments_tab', 'customer_tab', 'xenon_reporting'];
    const cases = [
      {
        rule: 1,
        subject: makeSubject({
          product: 'free_trial',
          features: all,
          rights: ['view_reports', 'create_orders'],
        }),
      },
      { rule: 2, subject: makeSubject({ product: 'free_trial', features: all, rights: ['create_orders'] }) },
      {
        rule: 3,
        subject: makeSubject({ product: 'appointments', features: all, rights: ['create_orders'] }),
      },
      { rule: 4, subject: makeSubject({ features: all, rights: ['create_orders'] }) },
      { rule: 5, subject: makeSubject({ features: all.slice(2), rights: ['create_orders'] }) },
      { rule: 6, subject: makeSubject({ features: all.slice(3), rights: ['create_orders'] }) },
      { rule: 7, subject: makeSubject({ features: all.slice(4), rights: ['create_orders'] }) },
    ];
    for (const { rule, subject } of cases) expect(homeTargetRule(subject).rule).toBe(rule);
  });

  it('lists the eight rules in order', () => {
    expect(HOME_TARGET_RULES.map((r) => r.rule)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('one home per user (issue 16 point 8: spec 1 §2.1, then §2.2)', () => {
  const built =
    (...ids: string[]) =>
    (routeId: string) =>
      ids.includes(routeId);
  const frontDesk = makeSubject({ rights: ['create_orders', 'manage_customers'] });
  const coach = makeSubject({ rights: ['neon_service_provider'] });
  const cases = [
    { name: 'the owner of full_product, with every provider', subject: makeSubject(), home: '/appointments' },
    { name: 'a provider sees their own calendar', subject: coach, home: '/appointments' },
    {
      name: 'the front desk, with no calendar of her own, goes to the point of sale',
      subject: frontDesk,
      home: '/pos',
    },
    {
      name: 'the appointments product without a calendar of their own: rule 3',
      subject: makeSubject({ product: 'appointments', rights: ['manage_customers'] }),
      home: '/appointments',
    },
    {
      name: 'a calendar not activated yet: the spec 1 §2.2 target',
      subject: makeSubject({
        appointmentsActivated: false,
        rights: ['create_orders', 'neon_service_provider'],
      }),
      home: '/pos',
    },
    {
      name: 'a target whose route the user may not open is skipped (rule 3 needs the appointments feature)',
      subject: makeSubject({ product: 'appointments', features: ['customer_tab'], rights: [] }),
      home: '/customer/list',
    },
  ];
  for (const { name, subject, home } of cases) {
    it(name, () => expect(userHome(subject)).toBe(home));
  }

  it('skips a target whose screen is not available, then the next rule that is', () => {
    const trial = makeSubject({ product: 'free_trial', rights: ['manage_customers'] });
    expect(userHome(trial)).toBe('/home');
    expect(userHome(trial, built('customer.list'))).toBe('/customer/list');
    expect(userHome(frontDesk, built('appointments', 'customer.list'))).toBe('/customer/list');
  });

  it('the calendar counts only when its screen is available', () => {
    expect(userHome(coach, built('customer.list'))).toBe('/customer/list');
  });

  it('answers nothing when no screen fits (the web shows its welcome page)', () => {
    expect(userHome(frontDesk, built())).toBeUndefined();
  });

  it('hasOwnCalendar: a provider or manage_appointments', () => {
    expect(hasOwnCalendar(coach)).toBe(true);
    expect(hasOwnCalendar(makeSubject({ rights: ['manage_appointments'] }))).toBe(true);
    expect(hasOwnCalendar(frontDesk)).toBe(false);
  });
});
