import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/query-counter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  cardPayment,
  createInvoice,
  invoiceBody,
  payPublic,
  setUpInvoices,
  tokenOf,
} from './invoices-test-setup.ts';

// Issue 25 point 10 (decisions 159, 161): what one payment on the public invoice page costs in statements
// (the bench's invoice_pay measures its time). The count pins the reads the call does not repeat: the
// invoice page's order read once before the intent, the paid invoice presented from the completion's
// answer rather than read again, the sandbox's charge in two statements, no processor lookup for a payment
// within what is due. Issue 26 point 1 added one: the receipt e-mail reads the merchant's template (ruling 7).

let t: TestApp;
let queries: ReturnType<typeof countQueries>;
beforeAll(async () => {
  t = await createTestApp();
  queries = countQueries();
});
afterAll(() => queries.restore());

describe('POST public/invoice/{token}/pay: its statements (decisions 159, 161)', () => {
  it('pays a sent invoice in at most 35 statements, its retry in fewer', async () => {
    const s = await setUpInvoices(t);
    const invoice = await createInvoice(s.shop.owner, invoiceBody(s.shop, { send: 'now' }));
    const body = cardPayment(invoice.amount_due);
    queries.reset();
    const paid = await payPublic(t, tokenOf(invoice), body, 'pay-statements');
    expect(paid.statusCode, paid.body).toBe(200);
    const first = queries.count;
    expect(first).toBeLessThanOrEqual(35);
    queries.reset();
    const retried = await payPublic(t, tokenOf(invoice), body, 'pay-statements');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual(paid.json());
    expect(queries.count).toBeLessThan(first);
    console.log(`invoice pay: ${first} statements, its retry ${queries.count}`);
  });
});
