import { centsToPrice } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { ScheduleRow } from './subscriptions.repository.ts';

// spec 3 §7: activate, suspend and cancel carry suppress_notification and to_email_override. Unless
// suppressed, the customer is told by e-mail (the override, else the customer's address), in the outbox of
// the action's transaction (ruling 7): sent once the change is committed, never for a change rolled back.

export type NoticeAction = 'activate' | 'suspend' | 'cancel';

export interface NoticeFields {
  suppress_notification?: boolean;
  to_email_override?: string;
}

/** Where the notice goes, or null (suppressed, or no address). */
export function noticeRecipient(fields: NoticeFields, customerEmail: string | null): string | null {
  if (fields.suppress_notification) return null;
  const to = (fields.to_email_override ?? '').trim() || (customerEmail ?? '').trim();
  return to === '' ? null : to;
}

/** The customer's e-mail about the change, as the schedule is after it. */
export async function queueSubscriptionNotice(
  tx: Database,
  notice: {
    to: string;
    action: NoticeAction;
    business: string;
    schedule: ScheduleRow;
    /** A cancel's last payment, 0 for none. */
    lastPaymentCents: number;
  },
): Promise<void> {
  const { schedule, action } = notice;
  const business = notice.business || 'the business';
  const what = `your subscription to ${schedule.offeringName} (#${schedule.subscriptionNumber})`;
  const subjects: Record<NoticeAction, string> = {
    activate: `Your subscription with ${business} is active again`,
    suspend: `Your subscription with ${business} is suspended`,
    cancel: `Your subscription with ${business} is cancelled`,
  };
  const lines: Record<NoticeAction, string[]> = {
    activate: [`${business} reactivated ${what}. The next bill is on ${schedule.nextBillDate}.`],
    suspend: [
      schedule.suspendAt
        ? `${business} will suspend ${what} on ${schedule.suspendAt}.`
        : `${business} suspended ${what}: you are not billed while it is suspended.`,
      schedule.resumeAt ? `It reactivates on ${schedule.resumeAt}.` : 'It has no set end yet.',
    ],
    cancel: [
      `${business} cancelled ${what}: you will not be billed for it again.`,
      ...(notice.lastPaymentCents > 0
        ? [`A last payment of $${centsToPrice(notice.lastPaymentCents)} is charged today.`]
        : []),
    ],
  };
  await enqueueEmail(tx, schedule.merchantId, {
    kind: `subscription_${action}`,
    to: notice.to,
    subject: subjects[action],
    text: `${lines[action].join('\n\n')}\n\n${business}\n`,
  });
}
