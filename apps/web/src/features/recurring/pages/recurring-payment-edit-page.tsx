import { Alert, Button, Card, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { PosCustomer, RecurringPayment } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { customerQueryOptions } from '@/features/customers/api/get-customer';
import { BuilderCustomer } from '@/features/invoices/components/builder-customer';
import { useCustomerAccounts } from '@/features/payment-accounts/api/get-customer-accounts';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { ApiError } from '@/lib/api-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { PageHeader } from '@/ui/page-header';
import { useRecurringPayment, useRecurringPaymentAction } from '../api/recurring-payments';
import { RecurrenceFields, type RecurrenceValues } from '../components/recurrence-fields';
import { recurrenceValuesOf, simpleRecurrence } from '../lib/recurring-format';

interface Values extends RecurrenceValues {
  customerId: number | null;
  customerName: string;
  accountId: string | null;
  description: string;
  amount: string;
}

const valuesOf = (payment: RecurringPayment): Values => ({
  customerId: payment.customer.id,
  customerName: `${payment.customer.first_name} ${payment.customer.last_name}`,
  accountId: payment.payment_account_id === null ? null : String(payment.payment_account_id),
  description: payment.description,
  amount: payment.amount,
  ...recurrenceValuesOf(payment.recurrence, payment.next_send_date),
});

/** The stored accounts of the customer to charge (spec 2 §7 accounts), as the list names them. */
function AccountSelect({
  values,
  error,
  onChange,
}: {
  values: Values;
  error?: string;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const accounts = useCustomerAccounts(values.customerId);
  const data = [
    ...(accounts.data?.credit_card_accounts ?? []).map((card) => ({
      value: String(card.id),
      label: t('recurring.edit.card', { issuer: card.issuer, number: card.credit_card_number.slice(-4) }),
    })),
    ...(accounts.data?.ach_accounts ?? []).map((bank) => ({
      value: String(bank.id),
      label: t('recurring.edit.bank', {
        bank: bank.bank_name || t('recurring.edit.bankAccount'),
        number: bank.account_number.slice(-4),
      }),
    })),
  ];
  return (
    <Select
      label={t('recurring.edit.account')}
      required
      disabled={values.customerId === null}
      placeholder={values.customerId === null ? t('recurring.edit.customerFirst') : undefined}
      data={data}
      value={values.accountId}
      onChange={onChange}
      error={error ?? (accounts.data && data.length === 0 ? t('recurring.edit.noAccounts') : undefined)}
      data-testid="recurring-account"
    />
  );
}

function RecurringPaymentForm({ initial, id }: { initial: Values; id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const context = useLoginContext();
  const today = todayInTimeZone(context.merchant.time_zone);
  const [values, setValues] = useState(initial);
  const [customer, setCustomer] = useState<PosCustomer | null>(null);
  const [key] = useState(newIdempotencyKey);
  const action = useRecurringPaymentAction();
  const set = (change: Partial<Values>) => {
    // A changed field no longer carries the last answer's error.
    if (action.isError) action.reset();
    setValues((current) => ({ ...current, ...change }));
  };
  const error = action.error instanceof ApiError ? action.error : null;
  const fieldError = (property: string) =>
    error?.details.find((detail) => detail.property === property)?.message;
  const [missing, setMissing] = useState<Record<string, string>>({});

  const submit = () => {
    const problems: Record<string, string> = {};
    if (values.customerId === null) problems.customer_id = t('recurring.edit.needCustomer');
    if (values.accountId === null) problems.payment_account_id = t('recurring.edit.needAccount');
    if (values.startAt === null) problems.start_at = t('recurring.edit.needStart');
    setMissing(problems);
    if (
      Object.keys(problems).length > 0 ||
      values.customerId === null ||
      values.accountId === null ||
      !values.startAt
    )
      return;
    const body = {
      customer_id: values.customerId,
      payment_account_id: Number(values.accountId),
      description: values.description,
      amount: values.amount,
      recurrence: simpleRecurrence(values.frequency, values.interval, values.occurrences),
      start_at: values.startAt,
    };
    const request = id === null ? { action: 'create' as const, body } : { action: 'edit' as const, id, body };
    action.mutate(
      { ...request, idempotencyKey: key },
      { onSuccess: () => void navigate('/payments/list-recurring') },
    );
  };
  const errorOf = (property: string) => missing[property] ?? fieldError(property);

  return (
    <Card withBorder padding="lg" maw={640}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {id === null && initial.customerId === null ? (
            <BuilderCustomer
              customer={customer}
              error={errorOf('customer_id')}
              onChange={(chosen) => {
                setCustomer(chosen);
                set({
                  customerId: chosen?.id ?? null,
                  customerName: chosen ? `${chosen.first_name} ${chosen.last_name}` : '',
                  accountId: null,
                });
              }}
            />
          ) : (
            <Text>
              {t('recurring.edit.customerIs')} <strong>{values.customerName}</strong>
            </Text>
          )}
          <AccountSelect
            values={values}
            error={errorOf('payment_account_id')}
            onChange={(accountId) => set({ accountId })}
          />
          <TextInput
            label={t('recurring.edit.description')}
            required
            value={values.description}
            onChange={(event) => set({ description: event.currentTarget.value })}
            error={errorOf('description')}
          />
          <TextInput
            label={t('recurring.edit.amount')}
            required
            leftSection="$"
            inputMode="decimal"
            value={values.amount}
            onChange={(event) => set({ amount: event.currentTarget.value })}
            error={errorOf('amount')}
          />
          <RecurrenceFields
            values={values}
            today={today}
            labels={{ occurrences: t('recurring.edit.occurrences'), startAt: t('recurring.edit.startAt') }}
            errorOf={errorOf}
            onChange={set}
            startTestId="recurring-start-at"
          />
          {error && error.details.length === 0 && <Alert color="red">{error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('recurring.cancel')}
            </Button>
            <Button type="submit" loading={action.isPending}>
              {id === null ? t('recurring.edit.create') : t('recurring.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** spec 3 §2.4 Payment/EditRecurring/{id} ('new' makes one; ?customerId starts with that customer). */
export function RecurringPaymentEditPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  const id = idParam && idParam !== 'new' ? Number(idParam) : null;
  const payment = useRecurringPayment(id);
  const customerId = Number(search.get('customerId')) || null;
  const preset = useQuery({ ...customerQueryOptions(customerId ?? 0), enabled: customerId !== null });
  const blank: Values = {
    customerId,
    customerName: preset.data ? `${preset.data.first_name} ${preset.data.last_name}` : '',
    accountId: null,
    description: '',
    amount: '',
    frequency: 'monthly',
    interval: 1,
    occurrences: null,
    startAt: null,
  };
  let body: React.ReactNode;
  if (id === null && customerId !== null && !preset.data)
    body = <Skeleton height={320} aria-label={t('recurring.edit.loading')} />;
  else if (id === null) body = <RecurringPaymentForm initial={blank} id={null} />;
  else if (payment.isError) body = <Alert color="red">{payment.error.message}</Alert>;
  else if (!payment.data) body = <Skeleton height={320} aria-label={t('recurring.edit.loading')} />;
  else body = <RecurringPaymentForm initial={valuesOf(payment.data)} id={id} />;
  return (
    <Stack gap="lg">
      <PageHeader title={id === null ? t('recurring.edit.newTitle') : t('recurring.edit.title')} />
      {body}
    </Stack>
  );
}
