import { describe, expect, it } from 'vitest';
import { meets } from '../access/requirement.ts';
import { makeSubject } from '../testing/subjects.ts';
import {
  BOOKING_PAGE_SETTINGS_REQUIREMENT,
  BOOKING_TOOLS_REQUIREMENT,
  SCHEDULE_SETTINGS_REQUIREMENT,
} from './requirements.ts';

describe('booking page, booking tools and schedule calls (spec 1 §2.3, §6)', () => {
  const requirements = [
    BOOKING_PAGE_SETTINGS_REQUIREMENT,
    BOOKING_TOOLS_REQUIREMENT,
    SCHEDULE_SETTINGS_REQUIREMENT,
  ];

  it('are open to those who configure or manage appointments', () => {
    for (const requirement of requirements) {
      expect(meets(makeSubject({ rights: ['manage_configuration'] }), requirement)).toBe(true);
      expect(meets(makeSubject({ rights: ['manage_appointments'] }), requirement)).toBe(true);
    }
  });

  it('are closed to other staff', () => {
    for (const requirement of requirements) {
      expect(meets(makeSubject({ rights: ['create_orders'] }), requirement)).toBe(false);
    }
  });
});
