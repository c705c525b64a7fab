import type { CustomerBillingAlerts } from '@paybook/contracts';
import { cardExpiresBeforeNextBill } from '@paybook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSchedules, paymentAccounts } from '../../db/schema/index.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { customerExists } from '../payment-accounts/payment-accounts.repository.ts';

// Issue 25 point 7: GET customer/{id}/billing_alerts, for the customer profile (another part of issue 25
// shows it): the customer's live schedules whose card expires before the next bill, or that are past due.

const monthYear = (month: number | null, year: number | null) =>
  month && year ? `${String(month).padStart(2, '0')}/${year}` : null;

export function getCustomerBillingAlerts(
  db: Database,
  user: UserContext,
  customerId: number,
): Promise<CustomerBillingAlerts> {
  return withTenantRead(db, user.merchantId, async (tx) => {
    if (!(await customerExists(tx, user.merchantId, customerId))) throw notFound('The customer');
    const rows = await tx
      .select({ schedule: billingSchedules, account: paymentAccounts })
      .from(billingSchedules)
      .leftJoin(
        paymentAccounts,
        and(
          eq(paymentAccounts.merchantId, billingSchedules.merchantId),
          eq(paymentAccounts.id, billingSchedules.paymentAccountId),
        ),
      )
      .where(
        and(
          eq(billingSchedules.merchantId, user.merchantId),
          eq(billingSchedules.customerId, customerId),
          inArray(billingSchedules.status, ['active', 'suspended']),
        ),
      )
      .orderBy(asc(billingSchedules.nextBillDate), asc(billingSchedules.subscriptionNumber));
    const schedules = rows.flatMap(({ schedule, account }) => {
      const card = account?.kind === 'card' ? account : null;
      const expiry =
        card?.expirationMonth && card.expirationYear
          ? { month: card.expirationMonth, year: card.expirationYear }
          : null;
      const expires = cardExpiresBeforeNextBill(expiry, schedule.nextBillDate);
      if (!expires && !schedule.isPastDue) return [];
      return [
        {
          subscription_id: schedule.id,
          subscription_number: schedule.subscriptionNumber,
          offering_name: schedule.offeringName,
          subscription_status: schedule.status === 'suspended' ? ('suspended' as const) : ('active' as const),
          next_bill_date: schedule.nextBillDate,
          card_expires_before_next_bill: expires,
          is_past_due: schedule.isPastDue,
          card_last_four: card?.lastFour ?? null,
          card_expiration: card ? monthYear(card.expirationMonth, card.expirationYear) : null,
        },
      ];
    });
    return { schedules };
  });
}
