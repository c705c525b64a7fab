import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cardPayment } from './test-transaction.ts';
import {
  refundBody,
  refundVoidBody,
  refundVoidParams,
  transaction,
  transactionActionBody,
} from './transactions.ts';

const issues = (result: z.ZodSafeParseResult<unknown>) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('transaction answer (spec 3 §3.2, §4.4; spec 2 §3)', () => {
  it('describes a card payment with its void window', () => {
    expect(transaction.parse(cardPayment)).toEqual(cardPayment);
  });

  it('describes a returned ACH debit and a refund', () => {
    const returned = {
      ...cardPayment,
      status: { code: 3, name: 'Failed' },
      processor_status: 'returned',
      payment_type: 'ach',
      payment_mode: 'ach',
      account: { id: 12, kind: 'bank', last_four: '6789', label: 'First Bank' },
      ach_return_code: 'R01',
    };
    expect(transaction.safeParse(returned).success).toBe(true);
    const refund = {
      ...cardPayment,
      id: 502,
      status: { code: 4, name: 'Refunded' },
      is_refund: true,
      ref_payment_id: 501,
    };
    expect(transaction.safeParse(refund).success).toBe(true);
  });

  it('holds only the spec 2 §3 transaction codes and the known processor statuses', () => {
    expect(
      issues(transaction.safeParse({ ...cardPayment, status: { code: 7, name: 'Other' } })).map(
        (i) => i.path,
      ),
    ).toEqual(['status.code']);
    expect(
      issues(transaction.safeParse({ ...cardPayment, processor_status: 'pending' })).map((i) => i.path),
    ).toEqual(['processor_status']);
    expect(
      issues(transaction.safeParse({ ...cardPayment, ach_return_code: 'R99' })).map((i) => i.path),
    ).toEqual(['ach_return_code']);
  });
});

describe('void and refund calls (spec 3 §7)', () => {
  it('fills the defaults of a void', () => {
    expect(transactionActionBody.parse({ payment_id: 501, order_key: 90 })).toEqual({
      payment_id: 501,
      order_key: 90,
      suppress_notification: false,
      to_email_override: '',
    });
  });

  it('names a bad override e-mail and a missing payment id', () => {
    expect(
      issues(transactionActionBody.safeParse({ payment_id: 501, order_key: 90, to_email_override: 'ada@' })),
    ).toEqual([{ path: 'to_email_override', message: 'Enter a valid e-mail address.' }]);
    expect(issues(transactionActionBody.safeParse({ order_key: 90 })).map((i) => i.path)).toEqual([
      'payment_id',
    ]);
  });

  it('refunds everything left, or an amount of at least 0.01 (decision 67)', () => {
    expect(refundBody.parse({ payment_id: 501, order_key: 90 }).amount).toBeNull();
    expect(refundBody.parse({ payment_id: 501, order_key: 90, amount: ' 12.5 ' }).amount).toBe('12.5');
    for (const amount of ['', '0', '0.00']) {
      expect(issues(refundBody.safeParse({ payment_id: 501, order_key: 90, amount }))).toEqual([
        { path: 'amount', message: 'Enter a refund amount of at least 0.01' },
      ]);
    }
    expect(issues(refundBody.safeParse({ payment_id: 501, order_key: 90, amount: '1,000' }))).toContainEqual({
      path: 'amount',
      message: 'Enter an amount like 25 or 25.50, without thousands separators.',
    });
  });

  it('reads the ids of a refund void from the path', () => {
    expect(refundVoidParams.parse({ orderKey: '90', refId: '501', id: '502' })).toEqual({
      orderKey: 90,
      refId: 501,
      id: 502,
    });
    expect(
      issues(refundVoidParams.safeParse({ orderKey: '90', refId: '0x1', id: '502' })).map((i) => i.path),
    ).toEqual(['refId']);
  });

  it('takes an optional notice body on a refund void (none, null or the two fields)', () => {
    expect(refundVoidBody.parse(undefined)).toBeUndefined();
    expect(refundVoidBody.parse(null)).toBeNull();
    expect(refundVoidBody.parse({})).toEqual({ suppress_notification: false, to_email_override: '' });
    expect(refundVoidBody.parse({ suppress_notification: true, to_email_override: ' a@b.test ' })).toEqual({
      suppress_notification: true,
      to_email_override: 'a@b.test',
    });
    expect(issues(refundVoidBody.safeParse({ to_email_override: 'nope' })).map((i) => i.path)).toEqual([
      'to_email_override',
    ]);
  });
});
