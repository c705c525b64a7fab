// spec 1 §3 Schedule settings, §5 and §9 schedule maxima, ruling 10.
import {
  type ErrorDetail,
  type ScheduleSettings,
  type ScheduleUnit,
  scheduleSettingNames,
  scheduleUnits,
} from '@paybook/contracts';

/**
 * Ruling 10: of the spec's two readings of the maxima (by field and by unit), the maximum of the chosen
 * unit applies: 60 minutes, 24 hours, 365 days, 12 months.
 */
export const SCHEDULE_UNIT_MAXIMA: Readonly<Record<ScheduleUnit, number>> = {
  Minutes: 60,
  Hours: 24,
  Days: 365,
  Months: 12,
};

export function isScheduleUnit(value: string): value is ScheduleUnit {
  return (scheduleUnits as readonly string[]).includes(value);
}

/** Why a schedule value cannot be saved in this unit, or null: a whole number from 0 to the unit's maximum. */
export function scheduleValueError(value: number, unit: ScheduleUnit): string | null {
  if (!Number.isInteger(value)) return 'Enter a whole number.';
  if (value < 0) return 'Enter 0 or more.';
  const maximum = SCHEDULE_UNIT_MAXIMA[unit];
  if (value > maximum) return `At most ${maximum} ${unit.toLowerCase()}.`;
  return null;
}

/** Every value over its unit's maximum, named as the form and the API name it (`lead_time.value`). */
export function scheduleSettingsErrors(settings: ScheduleSettings): ErrorDetail[] {
  return scheduleSettingNames.flatMap((name) => {
    const { value, unit } = settings[name];
    const message = scheduleValueError(value, unit);
    return message ? [{ property: `${name}.value`, message }] : [];
  });
}
