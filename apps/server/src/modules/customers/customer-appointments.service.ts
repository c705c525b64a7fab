import {
  type AppointmentStatus,
  appointmentStatuses,
  type CustomerAppointment,
  type CustomerAppointmentPage,
  type customerAppointmentsQuery,
} from '@paybook/contracts';
import { canPerform } from '@paybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './customer-appointments.repository.ts';
import { findCustomer } from './customers.repository.ts';

type Query = z.output<typeof customerAppointmentsQuery>;

const STATUSES = new Set<string>(appointmentStatuses);
const isStatus = (status: string): status is AppointmentStatus => STATUSES.has(status);

function present(row: repo.CustomerAppointmentRow): CustomerAppointment {
  return {
    id: row.id,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    time_zone: row.timeZone,
    // The table's check allows only these; an unknown value would read as booked rather than fail the page.
    status: isStatus(row.status) ? row.status : 'booked',
    service: { id: row.offeringId, name: row.offeringName },
    provider: { id: row.providerId, name: `${row.providerFirstName} ${row.providerLastName}`.trim() },
  };
}

/**
 * Issue 16 point 7, GET customer/{id}/appointments: the customer's visits for the profile. The customer must
 * be the merchant's (404 otherwise, as the other profile reads); the calendar's rule decides which
 * providers' appointments show (spec 1 §2.5): every provider's with manage_appointments, else only the
 * user's own provider's, and none for a user who is no provider.
 */
export function listCustomerAppointments(
  db: Database,
  ctx: UserContext,
  customerId: number,
  query: Query,
  now: Date = new Date(),
): Promise<CustomerAppointmentPage> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    if (!(await findCustomer(tx, ctx.merchantId, customerId))) throw notFound('The customer');
    const seesAll = canPerform(ctx.subject, 'appointments.all-providers');
    const ownProviderId = ctx.user.serviceProviderId;
    if (!seesAll && ownProviderId === null) return { data: [], has_more: false };
    const rows = await repo.listCustomerAppointments(tx, ctx.merchantId, customerId, {
      when: query.when,
      now,
      limit: query.limit,
      offset: query.offset,
      providerId: seesAll ? undefined : (ownProviderId ?? undefined),
    });
    return { data: rows.slice(0, query.limit).map(present), has_more: rows.length > query.limit };
  });
}
