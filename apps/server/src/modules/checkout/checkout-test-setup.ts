import { randomUUID } from 'node:crypto';
import type { AccessRight } from '@paybook/contracts';
import { DEFAULT_TIER_FEATURES } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { openDatabase } from '../../db/client.ts';
import {
  calendarItems,
  customers,
  feeStructures,
  merchants,
  offerings,
  paymentAccounts,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { registerCleanup } from '../../test/cleanups.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { checkDeclaredStatus, noteInjectedFault } from '../../test/declared-statuses.ts';
import { createMerchantWithStaff, createUser } from '../../test/factories.ts';
import { createTestDatabase, TEST_POOL_SIZE, type TestApp } from '../../test/test-app.ts';
import { setUpDeposits } from '../deposits/deposit-test-setup.ts';
import { createSandboxProcessor } from '../processor/sandbox-processor.ts';
import type { CheckoutOptions } from './checkout-completion.ts';

// The checkout's API tests (issue 15 point 5): one app per file on its own database, built with the
// checkout's test-only options so a test can inject a fault between the charge and the order.

export async function createCheckoutTestApp(
  checkout: CheckoutOptions,
  poolSize = TEST_POOL_SIZE,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const handle = await openDatabase({ databaseUrl: database.url, poolSize });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp(handle, config, {
    onResponse: checkDeclaredStatus,
    onError: noteInjectedFault,
    checkout,
  });
  registerCleanup(async () => {
    await app.close();
    await handle.close();
    await database.drop();
  });
  return { app, handle, config };
}

/** spec 3 §3.2 Recurrence: monthly on the day of purchase, 12 times. */
export const MONTHLY_12 = {
  occurrence_type: 'fixed_end_date',
  frequency: 'monthly',
  periods_between_occurrence: 1,
  occurrences: 12,
  weekly: { type: 'day_of_purchase', day_of_week: null },
  monthly: { type: 'day_of_purchase', day_of_month: null, day_pattern_ordinal: null, day_pattern_day: null },
  yearly: {
    type: 'day_of_purchase',
    day_of_year: null,
    month: null,
    pattern: { day_pattern_ordinal: null, day_pattern_day: null },
  },
};

export interface Shop {
  merchantId: number;
  owner: TestClient;
  ownerUserId: number;
  staffUserName: string;
  customerId: number;
  /** $10.00 taxable item, $25.00 an hour, $30.00 a month, $5.00 inactive, a manual-price item. */
  items: { shampoo: number; consulting: number; club: number; retired: number; custom: number };
  /** Sales tax 8.25 % on every taxable item. */
  taxId: number;
  /** An order fee of $2.00. */
  serviceFeeId: number;
  /** SAVE10: 10 % off, usable once. */
  discountId: number;
}

async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('not inserted');
  return row;
}

/** A full_product merchant (s_p_o_s) with a catalogue, a tax, an order fee, codes and a customer. */
export async function setUpShop(
  t: TestApp,
  staffRights: AccessRight[] = ['create_orders'],
  merchantOverrides: Parameters<typeof createMerchantWithStaff>[2] = {},
): Promise<Shop> {
  const setup = await createMerchantWithStaff(t.handle.db, staffRights, merchantOverrides);
  const merchantId = setup.merchant.id;
  const ids = await withTenant(t.handle.db, merchantId, async (tx) => {
    const item = (values: Partial<typeof offerings.$inferInsert> & { name: string }) =>
      insertOne(
        tx
          .insert(offerings)
          .values({ merchantId, ...values })
          .returning({ id: offerings.id }),
      );
    const shampoo = await item({ name: 'Shampoo', priceCents: 1000, isTaxable: true });
    const consulting = await item({
      name: 'Consulting',
      priceCents: 2500,
      priceStructure: 'per_unit',
      unitName: 'Hour',
    });
    const club = await item({
      name: 'Shave club',
      priceCents: 3000,
      priceStructure: 'recurring',
      recurrence: MONTHLY_12,
    });
    const retired = await item({ name: 'Old stock', priceCents: 500, isActive: false });
    const custom = await item({ name: 'Custom work', isPriceManualEntry: true });
    const fee = (
      values: Partial<typeof feeStructures.$inferInsert> &
        Pick<typeof feeStructures.$inferInsert, 'type' | 'name' | 'isPercent'>,
    ) =>
      insertOne(
        tx
          .insert(feeStructures)
          .values({ merchantId, ...values })
          .returning({ id: feeStructures.id }),
      );
    const tax = await fee({ type: 'tax', name: 'Sales tax', isPercent: true, percentThousandths: 8250 });
    const serviceFee = await fee({
      type: 'order_fee',
      name: 'Service fee',
      isPercent: false,
      amountCents: 200,
    });
    const discount = await fee({
      type: 'line_item_discount',
      name: 'Ten off',
      isPercent: true,
      percentThousandths: 10000,
      discountCode: 'SAVE10',
      discountUses: 1,
    });
    await fee({
      type: 'line_item_discount',
      name: 'Summer',
      isPercent: true,
      percentThousandths: 20000,
      discountCode: 'SUMMER',
      discountEndDate: '2020-08-31',
    });
    const customer = await insertOne(
      tx
        .insert(customers)
        .values({
          merchantId,
          firstName: 'Cora',
          lastName: 'Buyer',
          email: `cora-${randomUUID()}@example.test`,
        })
        .returning({ id: customers.id }),
    );
    return {
      items: {
        shampoo: shampoo.id,
        consulting: consulting.id,
        club: club.id,
        retired: retired.id,
        custom: custom.id,
      },
      taxId: tax.id,
      serviceFeeId: serviceFee.id,
      discountId: discount.id,
      customerId: customer.id,
    };
  });
  const owner = await signIn(t.app, setup.owner.userName);
  return { merchantId, owner, ownerUserId: setup.owner.id, staffUserName: setup.staff.userName, ...ids };
}

/** A stored card or bank account of the customer, tokenised by the sandbox as the account calls do. */
export async function storeAccount(
  db: Database,
  shop: Pick<Shop, 'merchantId'>,
  customerId: number,
  kind: 'card' | 'checking' | 'business_checking',
  cardNumber = '4242424242424242',
) {
  const processor = createSandboxProcessor(db);
  const base = { merchantId: shop.merchantId, customerId };
  const values: typeof paymentAccounts.$inferInsert =
    kind === 'card'
      ? await processor
          .tokenizeCard({
            number: cardNumber,
            cvv: '123',
            expiry: { month: 4, year: 2039 },
            billingZipCode: '',
          })
          .then((card) => ({
            ...base,
            kind: 'card' as const,
            processorToken: card.token,
            lastFour: card.lastFour,
            issuer: card.brand,
            expirationMonth: 4,
            expirationYear: 2039,
          }))
      : await processor
          .tokenizeBankAccount({ routingNumber: '021000021', accountNumber: '000123456789' })
          .then((bank) => ({
            ...base,
            kind: 'bank' as const,
            processorToken: bank.token,
            lastFour: bank.lastFour,
            bankName: bank.bankName ?? '',
            routingNumber: '021000021',
            isCheckingAccount: true,
            isPersonal: kind === 'checking',
            customerCompanyName: kind === 'business_checking' ? 'Acme LLC' : '',
          }));
  return withTenant(db, shop.merchantId, (tx) =>
    insertOne(tx.insert(paymentAccounts).values(values).returning({ id: paymentAccounts.id })),
  );
}

export const VISA = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000000000000002';
export const NO_ANSWER_AFTER_RECORDING = '4000000000000259';

export const keyEntered = (number = VISA) => ({
  payment_mode: 'ccKeyEnter',
  card: { card_number: number, cvv: '123', expiration: '04/39', billing_zip_code: '80202' },
});

/** POST cart/check_out with a fresh (or the given) retry token. */
export function checkout(client: TestClient, body: object, key: string | null = randomUUID()) {
  return client.post('/api/cart/check_out', body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/**
 * Issue 15 point 7: the deposits' merchant upgraded to the full product (the point of sale), a clerk who
 * may sell, and an appointment booked online with its deposit paid; `depositStatus` reads it again.
 */
export async function setUpAppointmentCheckout(t: TestApp) {
  const s = await setUpDeposits(t);
  await t.handle.db
    .update(merchants)
    .set({ productName: 'full_product', features: [...DEFAULT_TIER_FEATURES.full_product] })
    .where(eq(merchants.id, s.merchant.id));
  const clerkUser = await createUser(t.handle.db, s.merchant, { accessRights: ['create_orders'] });
  const clerk = await signIn(t.app, clerkUser.userName);
  const { response, start } = await s.bookWithCard();
  if (response.statusCode !== 201) throw new Error(`The booking was refused: ${response.body}`);
  const appointment = await s.appointmentAt(start);
  const depositStatus = async () => {
    const [row] = await t.handle.db
      .select({ status: calendarItems.depositStatus })
      .from(calendarItems)
      .where(eq(calendarItems.id, appointment.id));
    return row?.status;
  };
  return { ...s, clerk, appointment, depositStatus };
}
