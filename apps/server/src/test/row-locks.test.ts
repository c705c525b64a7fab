import { describe, expect, it } from 'vitest';
import { crossShardRowLocks, rowLocks } from './row-locks.ts';

// Decision 107: the check the workers' tests run on the statements they send. The statements below are
// the workers' claims as the pool sent them before the decision and after it.

const beforeDecision = {
  outbox:
    'select "merchant_id", "id", "status" from "outbox_emails" where ("outbox_emails"."status" = $1 and "outbox_emails"."id" not in ($2)) order by "outbox_emails"."created_at", "outbox_emails"."id" limit $3 for update skip locked',
  merges:
    'select "merchant_id", "id" from "merge_jobs" where "merge_jobs"."status" = $1 order by "merge_jobs"."created_at" asc, "merge_jobs"."id" asc limit $2 for update skip locked',
  reminders: `select ci.merchant_id, ci.id
    from calendar_items ci
    join merchants m on m.id = ci.merchant_id
    join customers c on c.merchant_id = ci.merchant_id and c.id = ci.customer_id
    where ci.kind = 'appointment' and ci.start_at > $1::timestamptz
    order by ci.start_at, ci.id
    limit $2
    for update of ci skip locked`,
};

const afterDecision = {
  outbox:
    'select "id" from "outbox_emails" where ("outbox_emails"."merchant_id" = $1 and "outbox_emails"."id" = $2 and "outbox_emails"."status" = $3) for update skip locked',
  reminders: `select ci.id
    from calendar_items ci
    join merchants m on m.id = $1
    join customers c on c.merchant_id = $2 and c.id = ci.customer_id
    cross join lateral (select max(s.reminder_time_value) as value from schedule_settings s where s.merchant_id = $3) r
    where ci.kind = 'appointment' and ci.start_at > $4::timestamptz
      and ci.merchant_id = $5 and ci.id = $6
    for update of ci skip locked`,
  jobs: 'select "id", "queue" from "jobs" where ("jobs"."queue" in ($1) and "jobs"."state" = $2) order by "jobs"."run_at", "jobs"."id" limit $3 for update skip locked',
  sweep:
    'select "merchant_id", "id" from "checkout_intents" where ("checkout_intents"."state" = $1 and "checkout_intents"."created_at" < $2) order by "checkout_intents"."created_at" limit $3',
};

describe('row locks that Citus would refuse (decision 107)', () => {
  it('finds a claim that locks a distributed table across merchants', () => {
    const statements = Object.values(beforeDecision);
    expect(crossShardRowLocks(statements)).toEqual(statements);
  });

  it('accepts a lock by full key, a lock of a reference table, and a read across merchants without a lock', () => {
    const statements = Object.values(afterDecision);
    expect(rowLocks(statements)).toEqual([afterDecision.outbox, afterDecision.reminders, afterDecision.jobs]);
    expect(crossShardRowLocks(statements)).toEqual([]);
  });

  it('needs every distributed table of a lock pinned: merchants by its id', () => {
    const unpinnedMerchant =
      'select ci.id from calendar_items ci join merchants m on true where ci.merchant_id = $1 and ci.id = $2 for update of ci';
    expect(crossShardRowLocks([unpinnedMerchant])).toEqual([unpinnedMerchant]);
    const share = 'select "id" from "customers" where "customers"."id" = $1 for share';
    expect(crossShardRowLocks([share])).toEqual([share]);
  });
});
