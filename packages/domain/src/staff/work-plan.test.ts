import { describe, expect, it } from 'vitest';
import {
  cleanWorkPlan,
  defaultWorkPlan,
  hasEnabledWorkDay,
  type WorkPlanDay,
  workPlanMessages,
} from './work-plan.ts';

const day = (overrides: Partial<WorkPlanDay> = {}): WorkPlanDay => ({
  day_of_week: 1,
  start_at: '09:00',
  end_at: '17:00',
  enabled: true,
  breaks: [],
  ...overrides,
});

const cleaned = (days: WorkPlanDay[]) => {
  const result = cleanWorkPlan(days);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.workPlan;
};

describe('spec 3 §9 default work plan', () => {
  it('is Monday to Friday 08:00–17:00 enabled, the weekend disabled', () => {
    const plan = defaultWorkPlan();
    expect(plan.map((d) => d.day_of_week)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(plan.filter((d) => d.enabled).map((d) => d.day_of_week)).toEqual([1, 2, 3, 4, 5]);
    expect(plan.every((d) => d.start_at === '08:00' && d.end_at === '17:00' && d.breaks.length === 0)).toBe(
      true,
    );
  });
});

describe('spec 3 §5 schedule clean-up on save', () => {
  it('disables an enabled day with equal start and end', () => {
    const plan = cleaned([day({ start_at: '09:00', end_at: '09:00' })]);
    expect(plan[1]?.enabled).toBe(false);
  });

  it('drops breaks with an empty or equal time', () => {
    const plan = cleaned([
      day({
        breaks: [
          { start_at: '', end_at: '12:00' },
          { start_at: '12:00', end_at: '' },
          { start_at: '13:00', end_at: '13:00' },
          { start_at: '12:00', end_at: '12:30' },
        ],
      }),
    ]);
    expect(plan[1]?.breaks).toEqual([{ start_at: '12:00', end_at: '12:30' }]);
  });

  it('merges overlapping breaks, and sorts them', () => {
    const plan = cleaned([
      day({
        breaks: [
          { start_at: '15:00', end_at: '15:15' },
          { start_at: '12:30', end_at: '13:30' },
          { start_at: '12:00', end_at: '13:00' },
          { start_at: '13:30', end_at: '13:45' },
        ],
      }),
    ]);
    expect(plan[1]?.breaks).toEqual([
      { start_at: '12:00', end_at: '13:45' },
      { start_at: '15:00', end_at: '15:15' },
    ]);
  });

  it('fills the missing weekdays as disabled days', () => {
    const plan = cleaned([day({ day_of_week: 3 })]);
    expect(plan).toHaveLength(7);
    expect(plan.filter((d) => d.enabled).map((d) => d.day_of_week)).toEqual([3]);
  });

  it('refuses a day that ends before it starts, naming the field', () => {
    const result = cleanWorkPlan([
      day({ day_of_week: 0, enabled: false }),
      day({ start_at: '17:00', end_at: '09:00' }),
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [{ property: 'work_plans.1.end_at', message: workPlanMessages.endBeforeStart }],
    });
  });

  it('refuses a break ending before it starts or outside the working hours', () => {
    const result = cleanWorkPlan([
      day({
        breaks: [
          { start_at: '13:00', end_at: '12:00' },
          { start_at: '07:30', end_at: '08:30' },
        ],
      }),
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { property: 'work_plans.0.breaks.0.end_at', message: workPlanMessages.breakEndBeforeStart },
        { property: 'work_plans.0.breaks.1.start_at', message: workPlanMessages.breakOutsideDay },
      ],
    });
  });

  it('does not check the hours of a disabled day', () => {
    const plan = cleaned([day({ enabled: false, start_at: '17:00', end_at: '09:00' })]);
    expect(plan[1]?.enabled).toBe(false);
  });
});

describe('spec 3 §4.7 provider work plan required', () => {
  it('needs at least one enabled day', () => {
    expect(hasEnabledWorkDay(defaultWorkPlan())).toBe(true);
    expect(hasEnabledWorkDay(defaultWorkPlan().map((d) => ({ ...d, enabled: false })))).toBe(false);
    expect(hasEnabledWorkDay([])).toBe(false);
  });
});
