import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { centsToPrice, depositCents, priceToCents, readDepositSettings } from '@paybook/domain';
import { type Control, Controller, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ServiceFormValues } from './service-form-schema';

interface DepositFieldsProps {
  control: Control<ServiceFormValues>;
  register: UseFormRegister<ServiceFormValues>;
  errors: { deposit_value?: { message?: string }; no_show_fee?: { message?: string } };
}

/**
 * Issue 15 point 7: a deposit charged when the service is booked online (an amount or a percentage of the
 * price) and a no-show fee charged to the card the customer leaves. The preview uses the server's rule.
 */
export function DepositFields({ control, register, errors }: DepositFieldsProps) {
  const { t } = useTranslation();
  const [type, value, fee, price] = useWatch({
    control,
    name: ['deposit_type', 'deposit_value', 'no_show_fee', 'price'],
  });
  const read = readDepositSettings({ deposit_type: type, deposit_value: value, no_show_fee: fee });
  const priceCents = priceToCents(price.trim());
  const preview =
    read.ok && priceCents !== null && type !== 'none'
      ? t('services.form.deposit.preview', { amount: centsToPrice(depositCents(priceCents, read.settings)) })
      : null;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('services.form.deposit.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('services.form.deposit.hint')}
      </Text>
      <Controller
        control={control}
        name="deposit_type"
        render={({ field }) => (
          <SegmentedControl
            aria-label={t('services.form.deposit.type')}
            value={field.value}
            onChange={(next) => field.onChange(next)}
            data={(['none', 'amount', 'percent'] as const).map((option) => ({
              value: option,
              label: t(`services.form.deposit.types.${option}`),
            }))}
            maw={360}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('services.form.deposit.value')}
          disabled={type === 'none'}
          required={type !== 'none'}
          inputMode="decimal"
          leftSection={type === 'amount' ? <Text size="sm">$</Text> : undefined}
          rightSection={type === 'percent' ? <Text size="sm">%</Text> : undefined}
          placeholder={type === 'percent' ? '20' : '0.00'}
          description={preview}
          error={errors.deposit_value?.message}
          {...register('deposit_value')}
        />
        <TextInput
          label={t('services.form.deposit.noShowFee')}
          description={t('services.form.deposit.noShowFeeHint')}
          inputMode="decimal"
          leftSection={<Text size="sm">$</Text>}
          placeholder="0.00"
          error={errors.no_show_fee?.message}
          {...register('no_show_fee')}
        />
      </SimpleGrid>
    </Stack>
  );
}
