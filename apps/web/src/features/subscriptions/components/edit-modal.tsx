import '@mantine/dates/styles.css';
import { Checkbox, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { Subscription } from '@paybook/contracts';
import {
  defaultNextBillDate,
  editableFeeStructures,
  subscriptionEditBody,
  subscriptionEditProblems,
  tomorrowOf,
} from '@paybook/domain';
import { priceError } from '@paybook/domain/offerings/price';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveFeeStructures } from '@/features/fee-structures/api/get-active-fee-structures';
import { ModalButtons, PrerequisiteFailure, SubscriptionModal, useActionRun } from './subscription-modal';

interface EditModalProps {
  subscription: Subscription;
  today: string;
  onClose: () => void;
}

type Errors = Partial<Record<'price' | 'occurrences' | 'start_at', string>>;

/**
 * spec 3 §4.5 edit form: price, remaining occurrences, the next bill date (the schedule's own while ahead,
 * otherwise tomorrow: decision 128) and the fees offered (recurring only once a bill has run, never item
 * discounts). spec 3 §5: start_at is sent only when the date changed.
 */
export function EditModal({ subscription, today, onClose }: EditModalProps) {
  const { t } = useTranslation();
  const fees = useActiveFeeStructures();
  const remaining = subscription.number_of_remaining_executions;
  const [price, setPrice] = useState(subscription.price);
  const [noEnd, setNoEnd] = useState(remaining === null);
  const [occurrences, setOccurrences] = useState(String(remaining ?? 1));
  const [nextBill, setNextBill] = useState<string | null>(
    defaultNextBillDate(subscription.next_bill_date, today),
  );
  const [feeIds, setFeeIds] = useState<string[]>(subscription.fee_structure_ids.map(String));
  const [errors, setErrors] = useState<Errors>({});
  const { run, failure, isBusy, clearFailure } = useActionRun(subscription.id, 'edit', onClose);
  const offered = fees.data
    ? editableFeeStructures(
        fees.data,
        subscription.number_of_active_executions,
        subscription.fee_structure_ids,
      )
    : [];

  const submit = () => {
    const count = noEnd ? null : /^\d+$/.test(occurrences.trim()) ? Number(occurrences) : Number.NaN;
    const body = subscriptionEditBody(
      {
        price: price.trim(),
        remaining_occurrences: count,
        fee_structure_ids: feeIds.map(Number),
        next_bill_date: nextBill ?? '',
      },
      subscription.next_bill_date,
    );
    const found: Errors = {
      ...subscriptionEditProblems({ occurrences: body.occurrences, start_at: body.start_at }, today),
    };
    const priceProblem = body.price === '' ? t('subscriptions.edit.priceRequired') : priceError(body.price);
    if (priceProblem) found.price = priceProblem;
    if (!nextBill) found.start_at = t('subscriptions.edit.dateRequired');
    setErrors(found);
    if (Object.keys(found).length === 0) run(body);
  };

  return (
    <SubscriptionModal
      action="edit"
      isBusy={isBusy}
      failure={failure}
      onClose={onClose}
      onRetry={clearFailure}
    >
      {fees.isError ? (
        <PrerequisiteFailure />
      ) : !fees.data ? (
        <Stack gap="sm" role="status" aria-label={t('subscriptions.edit.loading')}>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('subscriptions.edit.price')}
                description={t('subscriptions.edit.priceHint')}
                leftSection="$"
                inputMode="decimal"
                value={price}
                error={errors.price}
                data-autofocus
                onChange={(event) => setPrice(event.currentTarget.value)}
              />
              <DateInput
                label={t('subscriptions.edit.nextBill')}
                valueFormat="MMM D, YYYY"
                minDate={tomorrowOf(today)}
                value={nextBill}
                error={errors.start_at}
                popoverProps={{ withinPortal: true }}
                nextLabel={t('subscriptions.nextMonth')}
                previousLabel={t('subscriptions.previousMonth')}
                onChange={setNextBill}
              />
            </SimpleGrid>
            <Group align="flex-end" gap="md">
              <TextInput
                label={t('subscriptions.edit.remaining')}
                inputMode="numeric"
                w={200}
                disabled={noEnd}
                value={noEnd ? '' : occurrences}
                error={errors.occurrences}
                onChange={(event) => setOccurrences(event.currentTarget.value)}
              />
              <Checkbox
                mb={errors.occurrences ? 28 : 8}
                label={t('subscriptions.edit.noEnd')}
                checked={noEnd}
                onChange={(event) => setNoEnd(event.currentTarget.checked)}
              />
            </Group>
            <Checkbox.Group
              label={t('subscriptions.edit.fees')}
              description={
                subscription.number_of_active_executions > 0
                  ? t('subscriptions.edit.feesAfterBills')
                  : t('subscriptions.edit.feesHint')
              }
              value={feeIds}
              onChange={setFeeIds}
            >
              <Stack gap="xs" mt="xs">
                {offered.length === 0 && <Text c="dimmed">{t('subscriptions.edit.noFees')}</Text>}
                {offered.map((fee) => (
                  <Checkbox
                    key={fee.id}
                    value={String(fee.id)}
                    label={`${fee.name} (${fee.is_percent ? `${fee.amount}%` : `$${fee.amount}`})`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <ModalButtons submitLabel={t('subscriptions.edit.submit')} onCancel={onClose} />
          </Stack>
        </form>
      )}
    </SubscriptionModal>
  );
}
