import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Subscription } from '@paybook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '@/features/orders/lib/order-format';
import { dayText } from '../lib/subscription-view';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** spec 3 §3.2: what is billed, to whom, how often and with which account. */
export function SubscriptionDetails({ subscription: s }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const extras = [...s.fees, ...s.taxes, ...s.discounts];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('subscriptions.details.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <Field label={t('subscriptions.details.offering')}>{s.offering_name}</Field>
        <Field label={t('subscriptions.details.customer')}>
          <Anchor component={Link} to={`/customer/profile/${s.customer.id}`}>
            {`${s.customer.first_name} ${s.customer.last_name}`.trim()}
          </Anchor>
        </Field>
        <Field label={t('subscriptions.details.price')} testId="subscription-price">
          {t('subscriptions.details.perBill', { amount: money(s.price) })}
        </Field>
        <Field label={t('subscriptions.details.recurrence')}>{s.recurrence_text}</Field>
        <Field label={t('subscriptions.details.started')}>{dayText(s.start_at, i18n.language)}</Field>
        <Field label={t('subscriptions.details.order')}>
          <Anchor component={Link} to={`/reports/details/order/${s.order.id}`}>
            {t('subscriptions.details.orderNumber', { number: s.order.order_number })}
          </Anchor>
        </Field>
        <Field label={t('subscriptions.details.account')} testId="subscription-account">
          {s.account?.label ?? t('subscriptions.details.noAccount')}
        </Field>
        {(s.suspend_at || s.resume_at || s.subscription_status === 'suspended') && (
          <Field label={t('subscriptions.details.suspension')} testId="subscription-suspension">
            {[
              s.suspend_at &&
                t('subscriptions.details.suspendsOn', { date: dayText(s.suspend_at, i18n.language) }),
              s.resume_at
                ? t('subscriptions.details.resumesOn', { date: dayText(s.resume_at, i18n.language) })
                : t('subscriptions.details.noEnd'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Field>
        )}
        {extras.length > 0 && (
          <Field label={t('subscriptions.details.fees')}>
            <List size="sm">
              {extras.map((fee) => (
                <List.Item key={fee.fee_structure_id}>
                  {`${fee.name} (${fee.is_percent ? `${fee.amount}%` : money(fee.amount)})`}
                </List.Item>
              ))}
            </List>
          </Field>
        )}
        {s.notes && <Field label={t('subscriptions.notes')}>{s.notes}</Field>}
      </SimpleGrid>
    </Card>
  );
}
