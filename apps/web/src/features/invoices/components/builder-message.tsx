import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BuilderCard } from './builder-card';

interface BuilderMessageProps {
  notes: string;
  termsOfSale: string;
  errors: Record<string, string>;
  onChange: (patch: { notes?: string; terms_of_sale?: string }) => void;
}

/** The invoice's notes and terms of sale (spec 3 §2.3), in the builder and in a scheduled invoice. */
export function BuilderMessage({ notes, termsOfSale, errors, onChange }: BuilderMessageProps) {
  const { t } = useTranslation();
  return (
    <BuilderCard title={t('invoices.builder.messageHeading')}>
      <Textarea
        label={t('invoices.builder.notes')}
        description={t('invoices.builder.notesHint')}
        autosize
        minRows={2}
        value={notes}
        error={errors.notes}
        onChange={(event) => onChange({ notes: event.currentTarget.value })}
      />
      <Textarea
        label={t('invoices.builder.termsOfSale')}
        autosize
        minRows={2}
        value={termsOfSale}
        error={errors.terms_of_sale}
        onChange={(event) => onChange({ terms_of_sale: event.currentTarget.value })}
      />
    </BuilderCard>
  );
}
