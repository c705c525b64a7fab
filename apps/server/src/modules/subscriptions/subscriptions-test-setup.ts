import { randomUUID } from 'node:crypto';
import type { Subscription } from '@paybook/contracts';
import { and, eq, like } from 'drizzle-orm';
import { billingSchedules, outboxEmails, scheduleBills } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestClient } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkout, keyEntered, type Shop } from '../checkout/checkout-test-setup.ts';

// Issue 25 point 5: a billing schedule made as a merchant makes one, by selling the shop's recurring item
// ("Shave club", $30.00 a month, 12 times) at the checkout, paid by a key-entered card.

/** Sells the club to the shop's customer (starting `startDate`, today by default): its schedule's id. */
export async function sellClub(t: TestApp, shop: Shop, startDate?: string): Promise<number> {
  const response = await checkout(shop.owner, {
    ...keyEntered(),
    cart: [{ offering_id: shop.items.club, ...(startDate ? { start_date: startDate } : {}) }],
    customer: { id: shop.customerId, email: 'cora@example.test' },
  });
  if (response.statusCode !== 200) throw new Error(`The checkout failed: ${response.body}`);
  const orderId = (response.json() as { order: { id: number } }).order.id;
  const [schedule] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
    tx
      .select({ id: billingSchedules.id })
      .from(billingSchedules)
      .where(eq(billingSchedules.orderId, orderId)),
  );
  if (!schedule) throw new Error('The sale started no billing schedule');
  return schedule.id;
}

/** PUT with an Idempotency-Key (a fresh one unless given; null sends none). */
export function putAction(client: TestClient, url: string, body: object, key: string | null = randomUUID()) {
  return client.put(url, body, { headers: key === null ? {} : { 'idempotency-key': key } });
}

export const subscriptionUrl = (id: number, action = '') =>
  `/api/subscription/${id}${action ? `/${action}` : ''}`;

export async function readSubscription(client: TestClient, id: number): Promise<Subscription> {
  const response = await client.get(subscriptionUrl(id));
  if (response.statusCode !== 200) throw new Error(`GET subscription failed: ${response.body}`);
  return response.json() as Subscription;
}

export function billsOf(t: TestApp, merchantId: number, scheduleId: number) {
  return withTenant(t.handle.db, merchantId, (tx) =>
    tx
      .select()
      .from(scheduleBills)
      .where(and(eq(scheduleBills.merchantId, merchantId), eq(scheduleBills.scheduleId, scheduleId))),
  );
}

/** The customer e-mails of subscription actions queued for a merchant, oldest first. */
export function subscriptionNoticesOf(t: TestApp, merchantId: number) {
  return withTenant(t.handle.db, merchantId, (tx) =>
    tx
      .select({ kind: outboxEmails.kind, to: outboxEmails.toAddress, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.merchantId, merchantId), like(outboxEmails.kind, 'subscription_%')))
      .orderBy(outboxEmails.id),
  );
}
