import { zodResolver } from '@hookform/resolvers/zod';
import { Input, SegmentedControl, Stack, Text } from '@mantine/core';
import type { CreateCustomerBody } from '@paybook/contracts';
import { acceptsAch, todayInTimeZone } from '@paybook/domain';
import { useId, useMemo, useState } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { attachServerErrors } from '@/lib/form-server-errors';
import { type BankFormValues, bankFormSchema, emptyBankForm, toNewBankFields } from '../lib/bank-form';
import { type CardFormValues, cardFormSchema, emptyCardForm, toNewCardFields } from '../lib/card-form';
import { BankFields } from './bank-fields';
import { CardFields } from './card-fields';

type Kind = 'none' | 'card' | 'bank';
type NewAccountFields = Pick<CreateCustomerBody, 'card' | 'bank_account'>;

/** A server error's property inside `prefix` ('card.cvv'), as the sub-form's field ('cvv'). */
const within =
  <T extends FieldValues>(prefix: string) =>
  (property: string) =>
    property.startsWith(prefix) ? (property.slice(prefix.length) as Path<T>) : undefined;

/**
 * The card or bank account a new customer may bring (spec 2 §5 add customer: "if a card or bank account is
 * added, the payment form must be valid too"). Its own forms hold the fields; the customer form asks for
 * them on submit and sends them with the customer, which the server stores together or not at all.
 */
export function useNewPaymentMethod() {
  const context = useLoginContext();
  const [kind, setKind] = useState<Kind>('none');
  const cardSchema = useMemo(
    () =>
      cardFormSchema({
        isEdit: false,
        today: todayInTimeZone(context.merchant.time_zone),
        internationalZip: context.features.includes('accept_international_postal_codes'),
      }),
    [context],
  );
  const bankSchema = useMemo(() => bankFormSchema(false), []);
  // Checked when a field is left and again as it changes: these forms are never submitted themselves.
  const cardForm = useForm<CardFormValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: emptyCardForm,
    mode: 'onTouched',
  });
  const bankForm = useForm<BankFormValues>({
    resolver: zodResolver(bankSchema),
    defaultValues: emptyBankForm,
    mode: 'onTouched',
  });

  /** The body's card or bank account, or null while the chosen form shows errors. */
  const fields = async (): Promise<NewAccountFields | null> => {
    if (kind === 'card') {
      return (await cardForm.trigger()) ? { card: toNewCardFields(cardForm.getValues()) } : null;
    }
    if (kind === 'bank') {
      return (await bankForm.trigger()) ? { bank_account: toNewBankFields(bankForm.getValues()) } : null;
    }
    return {};
  };
  /** Errors the server names inside `card.` or `bank_account.` land beside the field. */
  const attachErrors = (error: unknown) =>
    kind === 'card'
      ? attachServerErrors(error, cardForm.setError, within<CardFormValues>('card.'))
      : kind === 'bank' &&
        attachServerErrors(error, bankForm.setError, within<BankFormValues>('bank_account.'));
  const reset = () => {
    setKind('none');
    cardForm.reset();
    bankForm.reset();
  };
  return { kind, setKind, cardForm, bankForm, fields, attachErrors, reset };
}

export type NewPaymentMethod = ReturnType<typeof useNewPaymentMethod>;

export function NewPaymentMethodFields({
  method,
  disabled,
}: {
  method: NewPaymentMethod;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  // spec 2 §6: ACH options appear only if the merchant accepts ACH.
  const isAchAccepted = acceptsAch(subjectFor(useLoginContext()));
  const kinds: Kind[] = isAchAccepted ? ['none', 'card', 'bank'] : ['none', 'card'];
  return (
    <Stack gap="md">
      <Input.Wrapper labelProps={{ id: labelId }} label={t('paymentAccounts.newMethod.label')}>
        <SegmentedControl
          aria-labelledby={labelId}
          value={method.kind}
          onChange={(value) => method.setKind(value as Kind)}
          disabled={disabled}
          data={kinds.map((kind) => ({ value: kind, label: t(`paymentAccounts.newMethod.${kind}`) }))}
          display="flex"
          w="fit-content"
        />
      </Input.Wrapper>
      {method.kind !== 'none' && (
        <Text size="sm" c="dimmed">
          {t('paymentAccounts.newMethod.hint')}
        </Text>
      )}
      {method.kind === 'card' && <CardFields form={method.cardForm} isEdit={false} />}
      {method.kind === 'bank' && <BankFields form={method.bankForm} isEdit={false} />}
    </Stack>
  );
}
