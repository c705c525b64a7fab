import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CardAccount } from '@paybook/contracts';
import { cardBrandName, todayInTimeZone } from '@paybook/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { isApiError } from '@/lib/api-client';
import { attachServerErrors } from '@/lib/form-server-errors';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { FormError } from '@/ui/form-error';
import { SubmitButton } from '@/ui/submit-button';
import { useAddCard, useUpdateCard } from '../api/account-mutations';
import { useCard } from '../api/get-customer-accounts';
import {
  type CardFormValues,
  cardFormSchema,
  emptyCardForm,
  toAddCardBody,
  toUpdateCardBody,
} from '../lib/card-form';
import { CardFields } from './card-fields';

interface CardModalProps {
  customerId: number;
  /** null adds a card. */
  card: CardAccount | null;
  opened: boolean;
  onClose: () => void;
}

const FIELDS = ['card_number', 'cvv', 'expiration', 'billing_zip_code'] as const;

/** spec 2 §2.1 add or edit card modal: the number and CVV go once to be tokenised (ruling 5). */
export function CardModal({ customerId, card: listed, opened, onClose }: CardModalProps) {
  const { t } = useTranslation();
  const card = useCard(opened ? listed : null).data ?? listed;
  const context = useLoginContext();
  const isEdit = card !== null;
  const schema = useMemo(
    () =>
      cardFormSchema({
        isEdit,
        today: todayInTimeZone(context.merchant.time_zone),
        internationalZip: context.features.includes('accept_international_postal_codes'),
      }),
    [isEdit, context],
  );
  const form = useForm<CardFormValues>({
    resolver: zodResolver(schema),
    values: card
      ? { ...emptyCardForm, expiration: card.expiration_date, billing_zip_code: card.billing_zip_code }
      : emptyCardForm,
  });
  const add = useAddCard(customerId);
  const update = useUpdateCard(customerId);
  const save = isEdit ? update : add;
  // Issue 13 point 15: one save per click, none after it succeeded (until the modal opens again).
  const submit = useSubmitOnce(opened);
  const close = () => {
    if (submit.isSaving) return;
    form.reset();
    add.reset();
    update.reset();
    onClose();
  };
  const onError = (error: unknown) => {
    submit.failed();
    attachServerErrors(error, form.setError, FIELDS);
  };
  const onSubmit = (values: CardFormValues) => {
    if (!submit.begin()) return;
    const done = () => {
      submit.succeeded();
      notifySuccess(t(isEdit ? 'paymentAccounts.card.updated' : 'paymentAccounts.card.added'));
      close();
    };
    if (card) update.mutate({ id: card.id, body: toUpdateCardBody(values) }, { onSuccess: done, onError });
    else add.mutate(toAddCardBody(customerId, values), { onSuccess: done, onError });
  };
  const fieldError = save.error && isApiError(save.error) && save.error.details.length > 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(isEdit ? 'paymentAccounts.card.editTitle' : 'paymentAccounts.card.addTitle')}
      closeButtonProps={{ 'aria-label': t('paymentAccounts.close') }}
    >
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          {card && (
            <Text size="sm">
              {t('paymentAccounts.card.summary', {
                issuer: cardBrandName(card.issuer),
                number: card.credit_card_number,
              })}
            </Text>
          )}
          <CardFields form={form} isEdit={isEdit} autoFocus />
          <FormError message={save.isError && !fieldError ? errorMessage(save.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={submit.isSaving}>
              {t('common.cancel')}
            </Button>
            <SubmitButton submit={submit}>
              {t(isEdit ? 'paymentAccounts.save' : 'paymentAccounts.card.add')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
