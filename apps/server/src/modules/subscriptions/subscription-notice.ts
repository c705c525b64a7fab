import { centsToPrice } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { queueTemplatedEmail } from '../email/outbox.ts';
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

/** The customer's e-mail about the change, as the schedule is after it (ruling 7: the action's template). */
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
  const lines: Record<NoticeAction, string[]> = {
    activate: [`The next bill is on ${schedule.nextBillDate}.`],
    suspend: [
      schedule.suspendAt
        ? `The suspension starts on ${schedule.suspendAt}.`
        : 'You are not billed while it is suspended.',
      schedule.resumeAt ? `It reactivates on ${schedule.resumeAt}.` : 'It has no set end yet.',
    ],
    cancel:
      notice.lastPaymentCents > 0
        ? [`A last payment of $${centsToPrice(notice.lastPaymentCents)} is charged today.`]
        : [],
  };
  await queueTemplatedEmail(tx, schedule.merchantId, {
    template: `subscription_${action}`,
    to: notice.to,
    values: {
      company_name: notice.business || 'the business',
      company_email: '',
      company_phone: '',
      customer_first_name: 'there',
      customer_last_name: '',
      subscription_name: schedule.offeringName,
      subscription_number: String(schedule.subscriptionNumber),
    },
    paragraphs: lines[action].map((text) => ({ text })),
  });
}
