import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { calendarItems, offerings, paymentAccounts } from '../db/schema/index.ts';
import { readCancellationWindow, termsFor } from '../modules/deposits/deposit-presenter.ts';

/** Issue 15 point 7 demo: Northwind's personal training asks for a deposit and names a no-show fee. */
const DEMO_DEPOSIT = {
  urlSubdomain: 'northwind',
  service: 'Personal Training Session',
  depositCents: 2000,
  noShowFeeCents: 3500,
} as const;

/**
 * DEMO.md (issue 15 point 7): Northwind's Personal Training Session takes a $20.00 deposit when booked
 * online and names a $35.00 no-show fee. Its latest started appointment whose customer has a stored
 * test card is one they booked leaving that card and agreeing to the terms, so the calendar offers the
 * No-show action on it.
 */
export async function seedDemoDeposits(
  tx: Database,
  merchant: { id: number; urlSubdomain: string },
  now: Date,
) {
  if (merchant.urlSubdomain !== DEMO_DEPOSIT.urlSubdomain) return;
  const [service] = await tx
    .update(offerings)
    .set({
      depositType: 'amount',
      depositValue: DEMO_DEPOSIT.depositCents,
      noShowFeeCents: DEMO_DEPOSIT.noShowFeeCents,
    })
    .where(and(eq(offerings.merchantId, merchant.id), eq(offerings.name, DEMO_DEPOSIT.service)))
    .returning();
  if (!service) return;
  // The latest started appointment of the service whose customer has a stored test card (DEMO.md's
  // first customers have one), so the demo's cards stay as demo-payment-accounts made them.
  const [past] = await tx
    .select({ id: calendarItems.id, createdAt: calendarItems.createdAt, accountId: paymentAccounts.id })
    .from(calendarItems)
    .innerJoin(
      paymentAccounts,
      and(
        eq(paymentAccounts.merchantId, calendarItems.merchantId),
        eq(paymentAccounts.customerId, calendarItems.customerId),
        eq(paymentAccounts.kind, 'card'),
      ),
    )
    .where(
      and(
        eq(calendarItems.merchantId, merchant.id),
        eq(calendarItems.offeringId, service.id),
        eq(calendarItems.status, 'booked'),
        lt(calendarItems.startAt, now),
      ),
    )
    .orderBy(desc(calendarItems.startAt), asc(paymentAccounts.id))
    .limit(1);
  if (!past) return;
  const accountId = past.accountId;
  const terms = termsFor(service, await readCancellationWindow(tx, merchant.id));
  await tx
    .update(calendarItems)
    .set({
      cardPaymentAccountId: accountId,
      cardConsentAt: past.createdAt,
      cardTermsText: terms.text,
      noShowFeeCents: terms.fee,
    })
    .where(and(eq(calendarItems.merchantId, merchant.id), eq(calendarItems.id, past.id)));
}
