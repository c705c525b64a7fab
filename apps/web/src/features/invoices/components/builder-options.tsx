import { Checkbox, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BuilderOptionsProps {
  form: { additional_to_emails: string; discount_code: string; allow_partial_payment: boolean };
  errors: Record<string, string>;
  onChange: (patch: {
    additional_to_emails?: string;
    discount_code?: string;
    allow_partial_payment?: boolean;
  }) => void;
}

/**
 * How an invoice is sent and paid (spec 3 §2.3): more recipients (an error on any one address shows on the
 * field), a discount code and whether part may be paid. The invoice builder and a scheduled invoice's form.
 */
export function BuilderOptions({ form, errors, onChange }: BuilderOptionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('invoices.builder.alsoSendTo')}
        description={t('invoices.builder.alsoSendToHint')}
        value={form.additional_to_emails}
        error={
          errors.additional_to_emails ??
          Object.entries(errors).find(([key]) => key.startsWith('additional_to_emails.'))?.[1]
        }
        onChange={(event) => onChange({ additional_to_emails: event.currentTarget.value })}
      />
      <TextInput
        label={t('invoices.builder.discountCode')}
        value={form.discount_code}
        error={errors.discount_code}
        onChange={(event) => onChange({ discount_code: event.currentTarget.value })}
      />
      <Checkbox
        label={t('invoices.builder.allowPartial')}
        checked={form.allow_partial_payment}
        onChange={(event) => onChange({ allow_partial_payment: event.currentTarget.checked })}
      />
    </>
  );
}
