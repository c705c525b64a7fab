import { Text, Timeline } from '@mantine/core';
import type { Invoice } from '@paybook/contracts';
import { centsToPrice } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { dollars, instantText } from '../lib/invoice-format';

/** Issue 25 point 2: the invoice's order_events, oldest first. */
export function InvoiceTimeline({ events }: { events: Invoice['events'] }) {
  const { t } = useTranslation();
  const detailOf = (event: Invoice['events'][number]) => {
    const emails = Array.isArray(event.detail.emails) ? (event.detail.emails as string[]) : [];
    if (event.kind === 'sent' && emails.length > 0)
      return t('invoices.timeline.to', { emails: emails.join(', ') });
    if (event.kind === 'paid' && typeof event.detail.amount_cents === 'number')
      return dollars(centsToPrice(event.detail.amount_cents));
    return null;
  };
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="invoice-timeline">
      {events.map((event) => {
        const detail = detailOf(event);
        return (
          <Timeline.Item
            key={event.id}
            title={t(`invoices.timeline.${event.kind}`, { defaultValue: event.kind })}
          >
            {detail && <Text size="sm">{detail}</Text>}
            <Text size="xs" c="dimmed">
              {instantText(event.created_at)}
              {event.by ? ` · ${event.by}` : ''}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
