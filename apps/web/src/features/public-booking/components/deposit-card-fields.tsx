import { Alert, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PublicBookingCard, PublicService } from '@paybook/contracts';
import {
  cardExpiryError,
  cardNumberDigits,
  cardNumberError,
  cvvError,
  detectCardBrand,
} from '@paybook/domain';
import { IconLock } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

// Issue 15 point 7: the card a service with a deposit or a no-show fee needs, with its terms shown before
// confirming and the visitor's agreement to them. The server checks the card again with the same rules.

export interface CardValues {
  card_number: string;
  expiration: string;
  cvv: string;
  billing_zip_code: string;
  consent: boolean;
}

export const CARD_FIELDS = ['card_number', 'expiration', 'cvv', 'billing_zip_code', 'consent'] as const;

export type CardForm = UseFormReturn<CardValues>;

export function useCardForm(): CardForm {
  return useForm<CardValues>({
    defaultValues: { card_number: '', expiration: '', cvv: '', billing_zip_code: '', consent: false },
    // A field's message goes as soon as it is changed, not when it loses focus: a message vanishing on blur
    // moves the Book button between the press and the release of the click that caused the blur.
    mode: 'onChange',
  });
}

/** Checks the card with the domain's rules; marks each problem on its field. True when all are fine. */
export function checkCard(form: CardForm, today: string, messages: { consent: string }): boolean {
  const values = form.getValues();
  const number = cardNumberDigits(values.card_number);
  const problems: [keyof CardValues, string | null][] = [
    ['card_number', cardNumberError(number)],
    ['expiration', cardExpiryError(values.expiration, today)],
    ['cvv', cvvError(values.cvv, detectCardBrand(number))],
    ['consent', values.consent ? null : messages.consent],
  ];
  form.clearErrors();
  let ok = true;
  for (const [field, message] of problems) {
    if (!message) continue;
    ok = false;
    form.setError(field, { message }, { shouldFocus: ok });
  }
  return ok;
}

export function cardBody(form: CardForm): PublicBookingCard {
  const values = form.getValues();
  return { ...values, billing_zip_code: values.billing_zip_code.trim() };
}

/** The deposit, the terms and the card fields of the confirm step. */
export function DepositCardFields({ service, form }: { service: PublicService; form: CardForm }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  const hasDeposit = service.deposit !== '0.00';
  return (
    <Stack gap="sm" data-testid="deposit-step">
      <Alert
        color="blue"
        variant="light"
        icon={<IconLock size={18} aria-hidden />}
        title={
          hasDeposit
            ? t('publicBooking.deposit.chargedNow', { amount: service.deposit })
            : t('publicBooking.deposit.cardOnFile')
        }
      >
        <Text size="sm">{service.card_terms}</Text>
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('publicBooking.deposit.cardNumber')}
          withAsterisk
          autoComplete="cc-number"
          inputMode="numeric"
          error={errors.card_number?.message}
          {...register('card_number')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t('publicBooking.deposit.expiration')}
            withAsterisk
            autoComplete="cc-exp"
            placeholder="MM/YY"
            error={errors.expiration?.message}
            {...register('expiration')}
          />
          <TextInput
            label={t('publicBooking.deposit.cvv')}
            withAsterisk
            autoComplete="cc-csc"
            inputMode="numeric"
            error={errors.cvv?.message}
            {...register('cvv')}
          />
        </SimpleGrid>
        <TextInput
          label={t('publicBooking.deposit.zip')}
          autoComplete="postal-code"
          error={errors.billing_zip_code?.message}
          {...register('billing_zip_code')}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="consent"
        render={({ field, fieldState }) => (
          <Checkbox
            label={t('publicBooking.deposit.consent')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
