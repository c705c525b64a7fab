import type {
  FeeInvoiceList,
  MerchantBilling,
  SaveBillingCardBody,
  SaveBillingCardResponse,
} from '@paybook/contracts';
import { feePeriodOf, nextFeePeriod, todayInTimeZone } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { feeChargeKey } from './fee-charge.ts';
import { MERCHANT_FEE_QUEUE, merchantFeeJob, merchantFeeJobKey } from './fee-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const BILLING = '/api/merchant/billing';
const CARD = '/api/merchant/billing/card';
const INVOICES = '/api/merchant/billing/invoices';
const pdfOf = (periodStart: string) => `/api/merchant/billing/invoice/${periodStart}/invoice.pdf`;

const card: SaveBillingCardBody = {
  card_number: '4242 4242 4242 4242',
  cvv: '123',
  expiration: '12/39',
  billing_zip_code: '',
};
const DECLINED = '4000000000000002';

async function owner(
  staffRights: Parameters<typeof createMerchantWithStaff>[1] = [],
  overrides: Parameters<typeof createMerchantWithStaff>[2] = {},
) {
  const setup = await createMerchantWithStaff(t.handle.db, staffRights, overrides);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

const thisPeriod = (timeZone: string) => feePeriodOf(todayInTimeZone(timeZone));
const quietLog = { info: () => undefined } as never;

describe('billing (issue 26 point 3, spec 3 §2.5; decisions 184, 185)', () => {
  it('answers the tier, its monthly fee and what it includes, and no card yet', async () => {
    const { client, merchant } = await owner();
    const response = await client.get(BILLING);
    expect(response.statusCode).toBe(200);
    expect(response.json<MerchantBilling>()).toEqual({
      product_name: 'full_product',
      monthly_fee_cents: 9900,
      inclusions: expect.arrayContaining(['appointments', 'payments', 'online_store', 'reports']),
      card: null,
      next_period_start: nextFeePeriod(thisPeriod(merchant.timeZone)).start,
    });
  });

  it('saving the card charges this month once, queues next month, and the invoice has a PDF', async () => {
    const { client, merchant } = await owner();
    const period = thisPeriod(merchant.timeZone);
    const saved = await client.put(CARD, card);
    expect(saved.statusCode).toBe(200);
    const body = saved.json<SaveBillingCardResponse>();
    expect(body.billing.card).toMatchObject({ brand: 'Visa', last_four: '4242', expiration_month: 12 });
    expect(body.current_invoice).toMatchObject({
      number: `PB-${merchant.id}-${period.start.slice(0, 7).replace('-', '')}`,
      period_start: period.start,
      period_end: period.end,
      amount_cents: 9900,
      status: 'paid',
      card_last_four: '4242',
    });
    // A second card the same month charges nothing more.
    const again = await client.put(CARD, { ...card, card_number: '5555555555554444' });
    expect(again.json<SaveBillingCardResponse>().current_invoice?.card_last_four).toBe('4242');
    const list = (await client.get(INVOICES)).json<FeeInvoiceList>();
    expect(list.invoices).toHaveLength(1);
    const next = nextFeePeriod(period);
    const queued = await t.handle.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(
        and(eq(jobs.queue, MERCHANT_FEE_QUEUE), eq(jobs.key, merchantFeeJobKey(merchant.id, next.start))),
      );
    expect(queued).toHaveLength(1);
    const pdf = await client.get(pdfOf(period.start));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a declined card leaves a failed invoice, paid by the next card with a new key', async () => {
    const { client, merchant } = await owner();
    const period = thisPeriod(merchant.timeZone);
    const declined = await client.put(CARD, { ...card, card_number: DECLINED });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<SaveBillingCardResponse>().current_invoice).toMatchObject({
      status: 'failed',
      failure_reason: 'Your card was declined.',
    });
    const paid = await client.put(CARD, card);
    expect(paid.json<SaveBillingCardResponse>().current_invoice).toMatchObject({ status: 'paid' });
    expect(await t.app.processor.findPayment(feeChargeKey(merchant.id, period, 2))).toMatchObject({
      amountCents: 9900,
    });
    expect((await client.get(INVOICES)).json<FeeInvoiceList>().invoices).toHaveLength(1);
  });

  it('the period job charges its month exactly once, also run twice at once, and queues the next', async () => {
    const { client, merchant } = await owner();
    await client.put(CARD, card);
    const next = nextFeePeriod(thisPeriod(merchant.timeZone));
    const job = merchantFeeJob(t.app.processor);
    const context = {
      db: t.handle.db,
      log: quietLog,
      now: new Date(),
      job: { id: 1, queue: '', key: '', attempt: 1 },
    };
    const payload = { merchant_id: merchant.id, period_start: next.start };
    await Promise.all([job.handle(payload, context), job.handle(payload, context)]);
    const invoices = (await client.get(INVOICES)).json<FeeInvoiceList>().invoices;
    expect(invoices.map((invoice) => [invoice.period_start, invoice.status])).toEqual([
      [next.start, 'paid'],
      [thisPeriod(merchant.timeZone).start, 'paid'],
    ]);
    expect(await t.app.processor.findPayment(feeChargeKey(merchant.id, next, 2))).toBeNull();
    const following = nextFeePeriod(next).start;
    const queued = await t.handle.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(
        and(eq(jobs.queue, MERCHANT_FEE_QUEUE), eq(jobs.key, merchantFeeJobKey(merchant.id, following))),
      );
    expect(queued).toHaveLength(1);
  });

  it('a free trial keeps its card and pays nothing', async () => {
    const { client } = await owner([], { productName: 'free_trial' });
    const saved = (await client.put(CARD, card)).json<SaveBillingCardResponse>();
    expect(saved.billing).toMatchObject({ product_name: 'free_trial', monthly_fee_cents: 0 });
    expect(saved.current_invoice).toBeNull();
    expect((await client.get(INVOICES)).json<FeeInvoiceList>().invoices).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, saving nothing', async () => {
    const { client } = await owner();
    const cases: [Partial<SaveBillingCardBody>, string][] = [
      [{ card_number: '4242424242424241' }, 'card_number'],
      [{ cvv: '1' }, 'cvv'],
      [{ expiration: '01/20' }, 'expiration'],
      [{ billing_zip_code: '1' }, 'billing_zip_code'],
    ];
    for (const [change, property] of cases) {
      const response = await client.put(CARD, { ...card, ...change });
      expect(response.statusCode, property).toBe(400);
      expect(response.json().error.details[0].property, property).toBe(property);
    }
    expect((await client.get(pdfOf('2026-13-01'))).statusCode).toBe(400);
    expect((await client.get(BILLING)).json<MerchantBilling>().card).toBeNull();
  });

  it('needs manage_configuration (403)', async () => {
    const { staff } = await owner(['create_orders', 'manage_customers']);
    const client = await signIn(t.app, staff.userName);
    expect((await client.get(BILLING)).statusCode).toBe(403);
    expect((await client.put(CARD, card)).statusCode).toBe(403);
    expect((await client.get(INVOICES)).statusCode).toBe(403);
  });

  it("another merchant's invoice is not found", async () => {
    const first = await owner();
    const second = await owner();
    await first.client.put(CARD, card);
    const period = thisPeriod(first.merchant.timeZone).start;
    expect((await first.client.get(pdfOf(period))).statusCode).toBe(200);
    expect((await second.client.get(pdfOf(period))).statusCode).toBe(404);
    expect((await second.client.get(INVOICES)).json<FeeInvoiceList>().invoices).toEqual([]);
  });
});
