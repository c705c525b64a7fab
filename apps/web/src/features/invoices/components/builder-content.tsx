import { Stack } from '@mantine/core';
import type { PosCustomer } from '@paybook/contracts';
import type { PricedOrder } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import type { BuilderLine } from '../lib/builder-form';
import { BuilderCard } from './builder-card';
import { BuilderCustomer } from './builder-customer';
import { BuilderLines } from './builder-lines';
import { BuilderMessage } from './builder-message';

interface BuilderContentProps {
  customer: PosCustomer | null;
  onCustomer: (customer: PosCustomer | null) => void;
  form: { lines: BuilderLine[]; notes: string; terms_of_sale: string };
  priced: PricedOrder | null;
  errors: Record<string, string>;
  isNarrow: boolean;
  onChange: (patch: { lines?: BuilderLine[]; notes?: string; terms_of_sale?: string }) => void;
}

/**
 * What an invoice says (spec 3 §2.3): its customer, its lines and its notes and terms of sale. The invoice
 * builder and a scheduled invoice's form (its template) both show it.
 */
export function BuilderContent({
  customer,
  onCustomer,
  form,
  priced,
  errors,
  isNarrow,
  onChange,
}: BuilderContentProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <BuilderCard title={t('invoices.builder.customerHeading')}>
        <BuilderCustomer customer={customer} error={errors.customer_id} onChange={onCustomer} />
      </BuilderCard>
      <BuilderCard title={t('invoices.builder.linesHeading')}>
        <BuilderLines
          lines={form.lines}
          priced={priced}
          errors={errors}
          isNarrow={isNarrow}
          onChange={(lines) => onChange({ lines })}
        />
      </BuilderCard>
      <BuilderMessage
        notes={form.notes}
        termsOfSale={form.terms_of_sale}
        errors={errors}
        onChange={onChange}
      />
    </Stack>
  );
}
