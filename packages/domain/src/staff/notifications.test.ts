import { describe, expect, it } from 'vitest';
import {
  availableNotificationGroups,
  defaultNotifications,
  INTEGRATIONS_GROUP_REFUSED,
  refusedNotificationGroups,
} from './notifications.ts';

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

describe('which groups a staff member may receive (spec 3 §6)', () => {
  const cases = [
    { who: 'a Manage Configuration holder', manages: true, groups: ['integrations', 'order'], refused: [] },
    {
      who: 'staff without it, integrations',
      manages: false,
      groups: ['integrations'],
      refused: ['integrations'],
    },
    { who: 'staff without it, other groups', manages: false, groups: ['order', 'invoice'], refused: [] },
    {
      who: 'staff without it, a mixed change',
      manages: false,
      groups: ['order', 'integrations'],
      refused: ['integrations'],
    },
  ] as const;
  for (const { who, manages, groups, refused } of cases) {
    it(`${who}: refused ${refused.length === 0 ? 'nothing' : refused.join(', ')}`, () => {
      const refusals = refusedNotificationGroups(groups, manages);
      expect(refusals.map((refusal) => refusal.group)).toEqual(refused);
      for (const refusal of refusals) expect(refusal.message).toBe(INTEGRATIONS_GROUP_REFUSED);
      expect(availableNotificationGroups(manages).includes('integrations')).toBe(manages);
    });
  }
});
