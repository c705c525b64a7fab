import { describe, expect, it } from 'vitest';
import { defaultNotifications } from './notifications.ts';

const on = (groups: Record<string, boolean>) =>
  Object.entries(groups)
    .filter(([, value]) => value)
    .map(([group]) => group);

describe('default e-mail groups of a staff member (spec 3 §9, issue 16 point 10)', () => {
  const cases = [
    { who: 'staff who do not appear on booking', isProvider: false, appointments: false },
    { who: 'a service provider', isProvider: true, appointments: true },
  ];
  for (const { who, isProvider, appointments } of cases) {
    it(`${who}: appointments ${appointments ? 'on' : 'off'}`, () => {
      const groups = defaultNotifications(isProvider);
      expect(groups.appointments).toBe(appointments);
      expect(on(groups)).toEqual(
        expect.arrayContaining(['order', 'payments', 'subscriptionAccount', 'orderPayment']),
      );
      expect(groups.integrations).toBe(false);
    });
  }
});
