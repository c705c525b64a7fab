import type { DepositStatus } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import { invalidateProviderAvailability } from '../../cache/availability-keys.ts';
import type { Database } from '../../db/client.ts';
import {
  calendarItems,
  customers,
  merchants,
  offerings,
  paymentAccounts,
  scheduleSettings,
  transactions,
} from '../../db/schema/index.ts';
import { scheduleSettingOrDefault } from '../calendar/appointment-details.repository.ts';

// Issue 15 point 7: the reads and writes of deposits and no-show fees, each filtered by merchant.

/** Joins an appointment to its deposit's payment (a transaction of the deposit's order). */
const depositPayment = and(
  eq(transactions.merchantId, calendarItems.merchantId),
  eq(transactions.id, calendarItems.depositTransactionId),
);

/** A service's price and deposit settings, with the merchant's cancellation window the terms name. */
export async function findServiceTerms(tx: Database, merchantId: number, offeringId: number) {
  const [row] = await tx
    .select({
      id: offerings.id,
      name: offerings.name,
      priceCents: offerings.priceCents,
      depositType: offerings.depositType,
      depositValue: offerings.depositValue,
      noShowFeeCents: offerings.noShowFeeCents,
      timeZone: merchants.timeZone,
      features: merchants.features,
      cancellationValue: scheduleSettingOrDefault.cancellationValue,
      cancellationUnit: scheduleSettingOrDefault.cancellationUnit,
    })
    .from(offerings)
    .innerJoin(merchants, eq(merchants.id, offerings.merchantId))
    .leftJoin(scheduleSettings, eq(scheduleSettings.merchantId, offerings.merchantId))
    .where(and(eq(offerings.merchantId, merchantId), eq(offerings.id, offeringId)));
  return row;
}
export type ServiceTermsRow = NonNullable<Awaited<ReturnType<typeof findServiceTerms>>>;

/** The merchant's cancellation window (spec 1 §3 cancellation_time), for the booking page's terms. */
export async function findCancellationWindow(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({
      value: scheduleSettingOrDefault.cancellationValue,
      unit: scheduleSettingOrDefault.cancellationUnit,
      timeZone: merchants.timeZone,
    })
    .from(merchants)
    .leftJoin(scheduleSettings, eq(scheduleSettings.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  return row;
}

/** The deposit and card of a booking, written with its appointment. */
export async function recordBookingMoney(
  tx: Database,
  merchantId: number,
  appointmentId: number,
  values: {
    depositOrderId: number | null;
    depositTransactionId: number | null;
    cardPaymentAccountId: number;
    cardConsentAt: Date;
    cardTermsText: string;
    noShowFeeCents: number;
  },
) {
  await tx
    .update(calendarItems)
    .set({ ...values, depositStatus: values.depositTransactionId === null ? null : 'paid' })
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, appointmentId)));
}

/**
 * The appointment's money, locked for the change (a cancel, a no-show, a checkout's credit): its deposit
 * payment, its card and fee, and its service's fee. Undefined when it is not the merchant's appointment.
 */
export async function lockAppointmentMoney(tx: Database, merchantId: number, appointmentId: number) {
  const [row] = await tx
    .select({
      id: calendarItems.id,
      kind: calendarItems.kind,
      status: calendarItems.status,
      startAt: calendarItems.startAt,
      serviceProviderId: calendarItems.serviceProviderId,
      customerId: calendarItems.customerId,
      offeringId: calendarItems.offeringId,
      depositStatus: calendarItems.depositStatus,
      depositOrderId: calendarItems.depositOrderId,
      depositTransactionId: calendarItems.depositTransactionId,
      cardPaymentAccountId: calendarItems.cardPaymentAccountId,
      cardConsentAt: calendarItems.cardConsentAt,
      noShowFeeCents: calendarItems.noShowFeeCents,
      noShowFeeTransactionId: calendarItems.noShowFeeTransactionId,
    })
    .from(calendarItems)
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, appointmentId)))
    .for('update');
  return row;
}
/** The card an appointment's no-show fee would be charged to, read without a lock (no-show step 1). */
export async function findAppointmentCard(tx: Database, merchantId: number, appointmentId: number) {
  const [row] = await tx
    .select({ cardPaymentAccountId: calendarItems.cardPaymentAccountId })
    .from(calendarItems)
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, appointmentId)));
  return row;
}

export type AppointmentMoneyRow = NonNullable<Awaited<ReturnType<typeof lockAppointmentMoney>>>;

export async function findCard(tx: Database, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.merchantId, merchantId),
        eq(paymentAccounts.id, id),
        eq(paymentAccounts.kind, 'card'),
      ),
    );
  return row;
}

/** The deposit's new status; the provider's weeks show it, so their cached answers go (issue 14 point 4). */
export async function setDepositStatus(
  tx: Database,
  merchantId: number,
  row: Pick<AppointmentMoneyRow, 'id' | 'serviceProviderId'>,
  status: DepositStatus,
) {
  await tx
    .update(calendarItems)
    .set({ depositStatus: status, updatedAt: new Date() })
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, row.id)));
  await invalidateProviderAvailability(tx, merchantId, row.serviceProviderId);
}

/** The fee's payment and the no-show status, written together (calendar_items_no_show_fee_check). */
export async function recordNoShow(
  tx: Database,
  merchantId: number,
  row: Pick<AppointmentMoneyRow, 'id' | 'serviceProviderId' | 'depositStatus'>,
  feeTransactionId: number,
  depositStatus: DepositStatus | null,
) {
  await tx
    .update(calendarItems)
    .set({
      status: 'no_show',
      noShowFeeTransactionId: feeTransactionId,
      depositStatus,
      updatedAt: new Date(),
    })
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, row.id)));
  await invalidateProviderAvailability(tx, merchantId, row.serviceProviderId);
}

/** The customer's names and e-mail as an order records them. */
export async function findCustomer(tx: Database, merchantId: number, customerId: number) {
  const [row] = await tx
    .select({ firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, customerId)));
  return row;
}

/** A booking's deposit amount and status, its card's label and the terms agreed, for the customer's pages. */
export async function findDepositView(tx: Database, merchantId: number, appointmentId: number) {
  const [row] = await tx
    .select({
      depositStatus: calendarItems.depositStatus,
      depositAmount: transactions.amount,
      cardConsentAt: calendarItems.cardConsentAt,
      cardTermsText: calendarItems.cardTermsText,
      noShowFeeCents: calendarItems.noShowFeeCents,
      cardIssuer: paymentAccounts.issuer,
      cardLastFour: paymentAccounts.lastFour,
    })
    .from(calendarItems)
    .leftJoin(transactions, depositPayment)
    .leftJoin(
      paymentAccounts,
      and(
        eq(paymentAccounts.merchantId, calendarItems.merchantId),
        eq(paymentAccounts.id, calendarItems.cardPaymentAccountId),
      ),
    )
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, appointmentId)));
  return row;
}

/** The appointment's customer, status and deposit, with the deposit's payment, read without a lock. */
export async function findAppointmentDeposit(tx: Database, merchantId: number, appointmentId: number) {
  const [row] = await tx
    .select({
      id: calendarItems.id,
      customerId: calendarItems.customerId,
      status: calendarItems.status,
      depositStatus: calendarItems.depositStatus,
      depositOrderId: calendarItems.depositOrderId,
      depositTransactionId: calendarItems.depositTransactionId,
      paymentStatus: transactions.status,
      paymentAmount: transactions.amount,
      paymentRefunded: transactions.refundedAmount,
    })
    .from(calendarItems)
    .leftJoin(transactions, depositPayment)
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.id, appointmentId),
        eq(calendarItems.kind, 'appointment'),
      ),
    );
  return row;
}
