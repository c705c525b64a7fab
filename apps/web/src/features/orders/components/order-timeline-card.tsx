import { Card, Skeleton, Text, Timeline, Title } from '@mantine/core';
import type { OrderTimelineAnswer } from '@paybook/contracts';
import {
  IconBan,
  IconCash,
  IconCircleCheck,
  IconEye,
  IconMail,
  IconPlus,
  IconReceiptRefund,
  IconRepeat,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderTimeline } from '../api/get-order-timeline';
import { money } from '../lib/order-format';

type Kind = OrderTimelineAnswer['data'][number]['kind'];

const ICONS: Record<Kind, ReactNode> = {
  created: <IconPlus size={12} aria-hidden />,
  sent: <IconMail size={12} aria-hidden />,
  viewed: <IconEye size={12} aria-hidden />,
  paid: <IconCash size={12} aria-hidden />,
  refunded: <IconReceiptRefund size={12} aria-hidden />,
  voided: <IconX size={12} aria-hidden />,
  refund_voided: <IconX size={12} aria-hidden />,
  approved: <IconCircleCheck size={12} aria-hidden />,
  cancelled: <IconBan size={12} aria-hidden />,
  billed: <IconRepeat size={12} aria-hidden />,
  payment_failed: <IconX size={12} aria-hidden />,
};

const at = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** Issue 25 point 2: the order's timeline, oldest first, in words. */
export function OrderTimelineCard({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const timeline = useOrderTimeline(orderId);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-timeline-title">
      <Title order={2} size="h4" mb="md" id="order-timeline-title">
        {t('orders.timeline.title')}
      </Title>
      {timeline.isPending && <Skeleton height={80} />}
      {timeline.isError && <Text c="dimmed">{t('orders.timeline.failed')}</Text>}
      {timeline.data && (
        <Timeline bulletSize={22} lineWidth={2} data-testid="order-timeline">
          {timeline.data.data.map((line, index) => (
            <Timeline.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id and never reorder.
              key={index}
              bullet={ICONS[line.kind]}
              color={line.kind === 'payment_failed' || line.kind === 'cancelled' ? 'red.8' : 'blue.8'}
              title={
                line.amount
                  ? `${t(`orders.timeline.kinds.${line.kind}`)} · ${money(line.amount)}`
                  : t(`orders.timeline.kinds.${line.kind}`)
              }
            >
              <Text size="sm" c="dimmed">
                {line.user_name
                  ? t('orders.timeline.byUser', { at: at(line.at, i18n.language), user: line.user_name })
                  : at(line.at, i18n.language)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
