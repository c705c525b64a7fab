import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import type { CardAccount } from '@paybook/contracts';
import { cardBrandName, todayInTimeZone } from '@paybook/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { attachServerErrors } from '@/lib/form-server-errors';
import { notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { useAddCard, useUpdateCard } from '../api/account-mutations';
import { useCard } from '../api/get-customer-accounts';
import {
  type CardFormValues,
  cardFormSchema,
  emptyCardForm,
  toAddCardBody,
  toUpdateCardBody,
} from '../lib/card-form';
import { AccountFormFrame } from './account-form-frame';
import { CardFields } from './card-fields';
import { useAccountSaveOutcome } from './use-account-save-outcome';

interface CardModalProps {
  customerId: number;
  /** null adds a card. */
  card: CardAccount | null;
  opened: boolean;
  /** Adding: the form offers to make the new card the default (the customer has other accounts). */
  canMakeDefault: boolean;
  onClose: () => void;
}

const FIELDS = ['card_number', 'cvv', 'expiration', 'billing_zip_code'] as const;

/**
 * spec 2 §2.1 add or edit card modal: the number and CVV go once to be tokenised (ruling 5). A card already
 * on file opens the card-account-dedupe modal over it (spec 3 §2.5).
 */
export function CardModal({ customerId, card: listed, opened, canMakeDefault, onClose }: CardModalProps) {
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
  const outcome = useAccountSaveOutcome(customerId, 'card', !isEdit);
  // Issue 13 point 15: one save per click, none after it succeeded (until the modal opens again).
  const submit = useSubmitOnce(opened);
  const close = () => {
    if (submit.isSaving) return;
    form.reset();
    add.reset();
    update.reset();
    outcome.reset();
    onClose();
  };
  const onError = (error: unknown) => {
    submit.failed();
    outcome.showFailure(error, (failure) => attachServerErrors(failure, form.setError, FIELDS));
  };
  const done = () => {
    submit.succeeded();
    notifySuccess(t(isEdit ? 'paymentAccounts.card.updated' : 'paymentAccounts.card.added'));
    close();
  };
  /** `allowDuplicate`: "Add it anyway" after the dedupe named the card on file. */
  const send = (values: CardFormValues, allowDuplicate: boolean) => {
    if (!submit.begin()) return;
    outcome.clearFormError();
    if (card) {
      update.mutate({ id: card.id, body: toUpdateCardBody(values) }, { onSuccess: done, onError });
      return;
    }
    const body = { ...toAddCardBody(customerId, values), allow_duplicate: allowDuplicate };
    add.mutate(body, {
      onSuccess: (added) => {
        outcome.closeOnFile();
        outcome.added(added);
        done();
      },
      onError,
    });
  };
  return (
    <AccountFormFrame
      kind="card"
      opened={opened}
      title={t(isEdit ? 'paymentAccounts.card.editTitle' : 'paymentAccounts.card.addTitle')}
      offersDefault={!isEdit && canMakeDefault}
      outcome={outcome}
      submit={submit}
      submitLabel={t(isEdit ? 'paymentAccounts.save' : 'paymentAccounts.card.add')}
      onClose={close}
      onSubmit={form.handleSubmit((values) => send(values, false))}
      onAddAnyway={() => void form.handleSubmit((values) => send(values, true))()}
    >
      {card && (
        <Text size="sm">
          {t('paymentAccounts.card.summary', {
            issuer: cardBrandName(card.issuer),
            number: card.credit_card_number,
          })}
        </Text>
      )}
      <CardFields form={form} isEdit={isEdit} autoFocus />
    </AccountFormFrame>
  );
}
