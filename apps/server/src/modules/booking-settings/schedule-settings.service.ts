import { errorCodes, type ScheduleSettings, type ScheduleUnit } from '@paybook/contracts';
import { scheduleSettingsErrors } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './booking-settings.repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findScheduleSettings>>>;

/** The database checks the unit names; the cast only tells TypeScript what the check holds. */
const amount = (value: number, unit: string) => ({ value, unit: unit as ScheduleUnit });

function present(row: Row): ScheduleSettings {
  return {
    lead_time: amount(row.leadTimeValue, row.leadTimeUnit),
    advanced_booking_time: amount(row.advancedBookingTimeValue, row.advancedBookingTimeUnit),
    cancellation_time: amount(row.cancellationTimeValue, row.cancellationTimeUnit),
    reminder_time: amount(row.reminderTimeValue, row.reminderTimeUnit),
  };
}

/** GET merchant_appointment_config/schedule_settings; a merchant who never saved gets the defaults. */
export async function getScheduleSettings(db: Database, ctx: UserContext): Promise<ScheduleSettings> {
  const saved = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.findScheduleSettings(tx, ctx.merchantId),
  );
  if (saved) return present(saved);
  const created = await withTenant(db, ctx.merchantId, async (tx) => {
    await repo.createDefaultScheduleSettings(tx, ctx.merchantId);
    return repo.findScheduleSettings(tx, ctx.merchantId);
  });
  if (!created) throw new Error('schedule settings were not created');
  return present(created);
}

/** PUT merchant_appointment_config/schedule_settings: each value within its unit's maximum (ruling 10). */
export async function updateScheduleSettings(
  db: Database,
  ctx: UserContext,
  body: ScheduleSettings,
): Promise<ScheduleSettings> {
  const details = scheduleSettingsErrors(body);
  const [first] = details;
  if (first) throw new AppError(400, errorCodes.validation, `${first.property}: ${first.message}`, details);
  await withTenant(db, ctx.merchantId, (tx) => repo.saveScheduleSettings(tx, ctx.merchantId, body));
  return body;
}
