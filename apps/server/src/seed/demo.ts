import { DEFAULT_TIER_FEATURES, todayInTimeZone } from '@paybook/domain';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { addMerchantKeys, claimUrlSubdomain } from '../db/merchant-keys.ts';
import { merchants, supportUsers, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { withDemoApp } from './demo-app.ts';
import { seedDemoBookingPage } from './demo-booking-page.ts';
import { demoBusinessDetails } from './demo-business.ts';
import { seedDemoCalendar } from './demo-calendar.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { DEMO_PASSWORD, type DemoMerchant, demoMerchants, demoSupportUser } from './demo-data.ts';
import { seedDemoDeposits } from './demo-deposits.ts';
import { seedDemoFeeStructures } from './demo-fee-structures.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoOnboarding } from './demo-onboarding.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoPaymentAccounts } from './demo-payment-accounts.ts';
import { seedDemoProducts } from './demo-products.ts';
import { seedDemoRecurringPayments } from './demo-recurring-payments.ts';
import { seedDemoScheduledInvoices } from './demo-scheduled-invoices.ts';
import { seedDemoSchedules } from './demo-schedules.ts';
import { seedDemoServices } from './demo-services.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedDemoStores } from './demo-stores.ts';

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function seedMerchant(tx: Database, demo: DemoMerchant, clientId: number, now: Date): Promise<number> {
  const today = todayInTimeZone(demo.timeZone, now);
  const [merchant] = await tx
    .insert(merchants)
    .values({
      clientId,
      name: demo.name,
      productName: demo.productName,
      features: [...DEFAULT_TIER_FEATURES[demo.productName]],
      hasPayments: demo.hasPayments,
      acceptedPaymentTypes: demo.acceptedPaymentTypes ?? ['CC', 'ACH'],
      appointmentsActivated: demo.appointmentsActivated,
      isOnboarding: demo.isOnboarding ?? false,
      timeZone: demo.timeZone,
      urlSubdomain: demo.urlSubdomain,
      ...demoBusinessDetails[demo.urlSubdomain],
      freeTrialExpirationDate:
        demo.freeTrialEndsInDays === undefined ? null : addDays(today, demo.freeTrialEndsInDays),
      applicationCompletedDate:
        demo.applicationCompletedDaysAgo === undefined
          ? null
          : addDays(today, -demo.applicationCompletedDaysAgo),
    })
    .returning({ id: merchants.id });
  if (!merchant) throw new Error(`could not seed ${demo.name}`);
  await claimUrlSubdomain(tx, merchant.id, demo.urlSubdomain);
  await addMerchantKeys(
    tx,
    merchant.id,
    'user_name',
    demo.users.map((user) => user.userName),
  );
  for (const user of demo.users) {
    await tx.insert(users).values({
      merchantId: merchant.id,
      userName: user.userName,
      email: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      isOwner: user.isOwner ?? false,
      isAdmin: user.isAdmin ?? false,
      accessRights: user.rights,
    });
  }
  await seedDemoStaff(tx, merchant.id, demo);
  await seedDemoServices(tx, { id: merchant.id, urlSubdomain: demo.urlSubdomain });
  await seedDemoProducts(tx, { id: merchant.id, urlSubdomain: demo.urlSubdomain });
  await seedDemoFeeStructures(tx, { id: merchant.id, urlSubdomain: demo.urlSubdomain });
  await seedDemoCalendar(tx, { id: merchant.id, timeZone: demo.timeZone }, now);
  await seedDemoCustomers(tx, { id: merchant.id, timeZone: demo.timeZone });
  await seedDemoPaymentAccounts(tx, { id: merchant.id, hasPayments: demo.hasPayments });
  await seedDemoOrders(
    tx,
    { id: merchant.id, urlSubdomain: demo.urlSubdomain, timeZone: demo.timeZone },
    now,
  );
  await seedDemoDeposits(tx, { id: merchant.id, urlSubdomain: demo.urlSubdomain }, now);
  await seedDemoBookingPage(tx, {
    id: merchant.id,
    urlSubdomain: demo.urlSubdomain,
    isOnboarding: demo.isOnboarding ?? false,
  });
  await seedDemoOnboarding(tx, { id: merchant.id, isOnboarding: demo.isOnboarding ?? false });
  return merchant.id;
}

/**
 * DEMO.md: demo data goes only into an empty database: what the seed writes itself in one transaction,
 * then (decision 146) what goes through the API's money path, which commits as the API does.
 */
export async function seedDemoDataIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(merchants);
  if ((existing?.n ?? 0) > 0) return false;
  const paying: { id: number; urlSubdomain: string; timeZone: string }[] = [];
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    let clientId = 41_000;
    for (const demo of demoMerchants) {
      clientId += 1;
      const id = await seedMerchant(txDb, demo, clientId, now);
      if (demo.hasPayments) paying.push({ id, urlSubdomain: demo.urlSubdomain, timeZone: demo.timeZone });
    }
    await txDb.insert(supportUsers).values({
      userName: demoSupportUser.userName,
      name: demoSupportUser.name,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
  });
  await withDemoApp(db, now, async (flows) => {
    await seedDemoSchedules(flows, paying, now);
    await seedDemoRecurringPayments(flows, paying, now);
    flows.setClock(now);
    await seedDemoInvoices(flows.app, db, paying, now);
    await seedDemoScheduledInvoices(flows, paying, now);
    await seedDemoStores(flows, paying, now);
  });
  return true;
}
