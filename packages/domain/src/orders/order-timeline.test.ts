import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { customerNameLink } from './customer-name-link.ts';
import { orderTimeline, type TimelineTransaction } from './order-timeline.ts';

const t = (over: Partial<TimelineTransaction>): TimelineTransaction => ({
  id: 1,
  is_refund: false,
  status: 1,
  amount_cents: 5000,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...over,
});

describe('orderTimeline (issue 25 point 2)', () => {
  it('creation, payments, refunds, voids and events, oldest first, none twice', () => {
    const lines = orderTimeline(
      '2026-03-01T09:59:00Z',
      [
        t({}),
        t({ id: 2, status: 2, created_at: '2026-03-01T11:00:00Z', updated_at: '2026-03-01T12:00:00Z' }),
        t({
          id: 3,
          is_refund: true,
          status: 5,
          amount_cents: 1000,
          created_at: '2026-03-02T10:00:00Z',
          updated_at: '2026-03-02T11:00:00Z',
        }),
        t({ id: 4, status: 3, created_at: '2026-03-03T10:00:00Z' }),
      ],
      [
        { id: 1, kind: 'created', detail: {}, user_id: null, created_at: '2026-03-01T09:59:00Z' },
        {
          id: 2,
          kind: 'voided',
          detail: { transaction_id: 2 },
          user_id: 5,
          created_at: '2026-03-01T12:00:00Z',
        },
        {
          id: 3,
          kind: 'cancelled',
          detail: { notified: true },
          user_id: 5,
          created_at: '2026-03-04T10:00:00Z',
        },
        { id: 4, kind: 'sent', detail: { to: ['a@b.c'] }, user_id: 5, created_at: '2026-02-28T10:00:00Z' },
        {
          id: 5,
          kind: 'billed',
          detail: { amount_cents: 700 },
          user_id: null,
          created_at: '2026-03-05T10:00:00Z',
        },
      ],
    );
    expect(lines.map((line) => [line.kind, line.transaction_id, line.amount_cents])).toEqual([
      ['sent', null, null],
      ['created', null, null],
      ['paid', 1, 5000],
      ['paid', 2, 5000],
      ['voided', 2, 5000],
      ['refunded', 3, 1000],
      ['refund_voided', 3, 1000],
      ['payment_failed', 4, 5000],
      ['cancelled', null, null],
      ['billed', null, 700],
    ]);
  });
  it('a money event naming no listed transaction is shown', () => {
    const lines = orderTimeline(
      '2026-03-01T09:59:00Z',
      [],
      [
        {
          id: 9,
          kind: 'payment_failed',
          detail: { reason: 'Declined' },
          user_id: null,
          created_at: '2026-03-02T00:00:00Z',
        },
      ],
    );
    expect(lines.map((line) => line.kind)).toEqual(['created', 'payment_failed']);
  });
});

describe('customerNameLink (spec 3 §2.2)', () => {
  const withClaims = (claims: string[]) => ({ claims: new Set(claims) });
  it.each<[string, string[], number | null, string | null]>([
    ['profile and name link', ['reports.name-link', 'customers.profile'], 7, '/customer/profile/7'],
    ['name link only: the legacy page', ['reports.name-link'], 7, '/reports/view/orders?ci=7%3AC7'],
    ['no name link', ['customers.profile'], 7, null],
    ['a walk-in', ['reports.name-link', 'customers.profile'], null, null],
  ])('%s', (_name, claims, id, link) => {
    expect(customerNameLink(withClaims(claims), id)).toBe(link);
  });
  it('a default subject links to the profile', () => {
    expect(customerNameLink(makeSubject(), 3)).toBe('/customer/profile/3');
  });
});
