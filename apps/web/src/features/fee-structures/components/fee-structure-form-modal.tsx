import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Modal, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FeeStructure, FeeStructureType, PriceViolations } from '@paybook/contracts';
import { dollarDiscountTooLargeMessage } from '@paybook/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { attachServerErrors } from '@/lib/form-server-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { SubmitButton } from '@/ui/submit-button';
import { checkPriceViolations } from '../api/check-price-violations';
import { useActiveFeeStructures } from '../api/get-active-fee-structures';
import { checkSchedulePriceViolations } from '../api/get-fee-structure-use';
import { useOfferingOptions } from '../api/get-offering-options';
import { useSaveFeeStructure } from '../api/save-fee-structure';
import { DiscountFields } from './discount-fields';
import { formatFeeAmount } from './fee-format';
import { FeeStructureFields } from './fee-structure-fields';
import {
  FEE_FORM_FIELDS,
  type FeeFormValues,
  feeFormSchema,
  feeFormValues,
  feeStructureBody,
  isDiscount,
} from './fee-structure-form-schema';
import {
  FeeStructureUseSummary,
  type ScheduleViolation,
  ScheduleViolationsAlert,
} from './fee-structure-use-notice';

interface FeeStructureFormModalProps {
  /** The saved fee to edit; undefined adds one of `initialType`. */
  fee?: FeeStructure;
  initialType: FeeStructureType;
  onClose: () => void;
}

type Violation = PriceViolations['offerings'][number];

function PriceViolationsAlert({ violations }: { violations: Violation[] }) {
  const { t } = useTranslation();
  return (
    <Alert variant="outline" color="red.9" role="alert" title={t('feeStructures.violations.title')}>
      {t('feeStructures.violations.body')}
      <List size="sm" mt="xs">
        {violations.map((item) => (
          <List.Item key={item.id}>
            {t('feeStructures.violations.item', {
              name: item.name,
              price: formatFeeAmount({ amount: item.price, is_percent: false }),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** spec 3 §2.5 add/edit fee modal; the parent mounts it per fee, so its defaults are the fee's. */
export function FeeStructureFormModal({ fee, initialType, onClose }: FeeStructureFormModalProps) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery('(max-width: 767px)');
  const schema = useMemo(() => feeFormSchema(t), [t]);
  const form = useForm<FeeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: feeFormValues(fee, initialType),
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const save = useSaveFeeStructure();
  const fees = useActiveFeeStructures();
  const offerings = useOfferingOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const [violations, setViolations] = useState<Violation[]>([]);
  // The schedules' warning, and the amount it was shown for: saving that amount again goes ahead.
  const [scheduleWarning, setScheduleWarning] = useState<{
    amount: string;
    found: ScheduleViolation[];
  } | null>(null);
  // Issue 13 point 15: one save per click (the price check included), none after it succeeded.
  const submitOnce = useSubmitOnce();
  const idempotencyKey = useIdempotencyKey();
  const isBusy = submitOnce.isSaving;

  const taxOptions = (fees.data ?? [])
    .filter((item) => item.type === 'tax')
    .map((item) => ({ value: String(item.id), label: `${item.name} (${formatFeeAmount(item)})` }));

  /**
   * spec 3 §5: a saved dollar discount whose amount changes is checked against the preset prices of the
   * items it stays attached to, before saving (spec 2 §5 gives the message).
   */
  const isNewDollarAmount = (values: FeeFormValues) =>
    fee !== undefined &&
    isDiscount(values.type) &&
    !values.is_percent &&
    !(values.amount.trim() === fee.amount && !fee.is_percent);

  const findViolations = async (values: FeeFormValues): Promise<Violation[]> => {
    if (!fee || !isNewDollarAmount(values)) return [];
    const answer = await checkPriceViolations(fee.id, values.amount.trim());
    return answer.offerings.filter((item) => values.offering_ids.includes(String(item.id)));
  };

  /** Issue 25 point 8: the schedules' check, once per new amount (a warning, not a refusal). */
  const findScheduleViolations = async (values: FeeFormValues): Promise<ScheduleViolation[]> => {
    const amount = values.amount.trim();
    if (!fee || !isNewDollarAmount(values) || scheduleWarning?.amount === amount) return [];
    setScheduleWarning(null);
    const answer = await checkSchedulePriceViolations(fee.id, amount);
    return answer.subscriptions;
  };

  const submit = async (values: FeeFormValues) => {
    if (!submitOnce.begin()) return;
    setFormError(null);
    setViolations([]);
    try {
      const found = await findViolations(values);
      if (found.length > 0) {
        submitOnce.failed();
        setViolations(found);
        form.setError(
          'amount',
          { message: dollarDiscountTooLargeMessage(values.name.trim()) },
          { shouldFocus: true },
        );
        return;
      }
      const onSchedules = await findScheduleViolations(values);
      if (onSchedules.length > 0) {
        submitOnce.failed();
        setScheduleWarning({ amount: values.amount.trim(), found: onSchedules });
        return;
      }
    } catch (error) {
      submitOnce.failed();
      // A refused amount is named by the check as it would be by the save.
      if (
        !attachServerErrors(error, form.setError, (property) =>
          property === 'discount_price' ? 'amount' : undefined,
        )
      )
        setFormError(errorMessage(error));
      return;
    }
    const body = feeStructureBody(values);
    save.mutate(
      fee ? { id: fee.id, body } : { id: null, body, idempotencyKey: idempotencyKey.keyFor(body) },
      {
        onSuccess: (saved) => {
          submitOnce.succeeded();
          idempotencyKey.renew();
          notifySuccess(
            t(fee ? 'feeStructures.form.updated' : 'feeStructures.form.added', { name: saved.name }),
          );
          onClose();
        },
        onError: (error) => {
          submitOnce.failed();
          if (!attachServerErrors(error, form.setError, FEE_FORM_FIELDS)) setFormError(errorMessage(error));
        },
      },
    );
  };

  const close = () => {
    if (!isBusy) onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={
        fee
          ? t('feeStructures.form.editTitle', { name: fee.name })
          : t(`feeStructures.form.addTitle.${initialType}`)
      }
      size="lg"
      fullScreen={isMobile}
      closeOnClickOutside={!isBusy}
      closeOnEscape={!isBusy}
      closeButtonProps={{ 'aria-label': t('feeStructures.closeDialog') }}
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          {fee && <FeeStructureUseSummary feeId={fee.id} />}
          <FeeStructureFields
            form={form}
            isTypeLocked={fee !== undefined}
            taxOptions={taxOptions}
            offeringOptions={offerings.data ?? []}
            isLoadingOfferings={offerings.isPending}
            amountNotice={
              <>
                {violations.length > 0 && <PriceViolationsAlert violations={violations} />}
                {scheduleWarning && <ScheduleViolationsAlert violations={scheduleWarning.found} />}
              </>
            }
          />
          {isDiscount(type) && (
            <Stack gap="sm" component="section" aria-labelledby="discount-details-title">
              <Title order={3} size="h5" id="discount-details-title">
                {t('feeStructures.form.discountDetails')}
              </Title>
              <DiscountFields form={form} saved={fee?.discount} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isBusy}>
              {t('common.cancel')}
            </Button>
            <SubmitButton submit={submitOnce}>{t('feeStructures.form.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
