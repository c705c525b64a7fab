import { Button, Card, Grid, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { invoiceTerms, type PosCustomer, scheduledInvoiceBody } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import { IconDeviceFloppy, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBuilderCustomer, useBuilderFees } from '@/features/invoices/api/builder-catalogue';
import { BuilderCard } from '@/features/invoices/components/builder-card';
import { BuilderContent } from '@/features/invoices/components/builder-content';
import { BuilderLeaveModal } from '@/features/invoices/components/builder-leave-modal';
import { BuilderOptions } from '@/features/invoices/components/builder-options';
import { BuilderTotals } from '@/features/invoices/components/builder-totals';
import { priceForm } from '@/features/invoices/lib/builder-form';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { isApiError } from '@/lib/api-client';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { useScheduledInvoiceAction } from '../api/scheduled-invoices';
import { type ScheduleForm as Fields, scheduleBodyOf } from '../lib/schedule-form';
import { RecurrenceFields } from './recurrence-fields';

/** The body's field of a form field where their names differ (errors are keyed by the body's). */
const FIELD_OF: Record<string, string> = {
  startAt: 'first_send_date',
  occurrences: 'recurrence.occurrences',
  interval: 'recurrence.periods_between_occurrence',
};

interface ScheduleFormProps {
  initial: Fields;
  customerId: number | null;
  /** The schedule edited (null: a new one, also a copy) and whether it is still a draft. */
  editing: { id: number; isDraft: boolean } | null;
}

/**
 * spec 3 §2.4 EditSchedule / CopySchedule (decision 153): the invoice builder's customer, lines, notes and
 * terms (its components), the payment terms of each invoice, and the recurrence. A new one is saved as a
 * draft or activated; a draft can be activated on saving. Leaving with changes asks first (spec 3 §2.3).
 */
export function ScheduleForm({ initial, customerId, editing }: ScheduleFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant } = useLoginContext();
  const today = todayInTimeZone(merchant.time_zone);
  const isNarrow = useMediaQuery('(max-width: 767px)') ?? false;
  const preselected = useBuilderCustomer(customerId);
  const fees = useBuilderFees();
  const action = useScheduledInvoiceAction();
  const [form, setForm] = useState(initial);
  const [customer, setCustomer] = useState<PosCustomer | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'draft' | 'active' | null>(null);
  const [submitKey] = useState(() => crypto.randomUUID());
  useEffect(() => {
    if (preselected.data) setCustomer(preselected.data);
  }, [preselected.data]);

  const priced = useMemo(() => priceForm(form, fees.data?.data ?? [], today), [form, fees.data, today]);
  const isChanged = JSON.stringify(form) !== JSON.stringify(initial) || (customer?.id ?? null) !== customerId;
  const { blocker, allowNextLeave } = useLeaveGuard(isChanged);
  const update = (patch: Partial<Fields>) => {
    setForm((current) => ({ ...current, ...patch }));
    // A changed field no longer shows the last check's message.
    const changed = Object.keys(patch).map((key) => FIELD_OF[key] ?? key);
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => !changed.some((field) => key.startsWith(field))),
      ),
    );
  };

  const submit = (draft: boolean) => {
    setFormError(null);
    if (!customer) {
      setErrors({ customer_id: t('invoices.builder.chooseCustomer') });
      return;
    }
    const body = scheduleBodyOf(form, customer.id, draft);
    const parsed = scheduledInvoiceBody.safeParse(body);
    if (!parsed.success) {
      const found = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );
      if (form.startAt === null) found.first_send_date = t('scheduledInvoices.edit.needStart');
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(draft ? 'draft' : 'active');
    const idempotencyKey = `${submitKey}-${draft ? 'draft' : 'active'}`;
    action.mutate(
      editing === null
        ? { action: 'create', body, idempotencyKey }
        : { action: 'edit', id: editing.id, body, idempotencyKey },
      {
        onSuccess: () => {
          allowNextLeave();
          void navigate('/invoices/list-recurring');
        },
        onError: (error) => {
          if (isApiError(error) && error.details.length > 0)
            setErrors(Object.fromEntries(error.details.map((detail) => [detail.property, detail.message])));
          setFormError(error.message);
        },
      },
    );
  };
  const canDraft = editing === null || editing.isDraft;

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <BuilderContent
            customer={customer}
            onCustomer={setCustomer}
            form={form}
            priced={priced}
            errors={errors}
            isNarrow={isNarrow}
            onChange={update}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <BuilderCard title={t('scheduledInvoices.edit.scheduleHeading')}>
              <RecurrenceFields
                values={form}
                today={today}
                labels={{
                  occurrences: t('scheduledInvoices.edit.occurrences'),
                  startAt: t('scheduledInvoices.edit.startAt'),
                }}
                errorOf={(property) => (property === 'start_at' ? errors.first_send_date : errors[property])}
                onChange={update}
                startTestId="schedule-start-at"
              />
            </BuilderCard>
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }}>
                  <Select
                    label={t('invoices.builder.terms')}
                    data={invoiceTerms.map((value) => ({
                      value,
                      label:
                        value === 'custom'
                          ? t('scheduledInvoices.edit.customTerms')
                          : t(`invoices.terms.${value}`),
                    }))}
                    value={form.terms}
                    allowDeselect={false}
                    onChange={(value) => value && update({ terms: value as Fields['terms'] })}
                  />
                  {form.terms === 'custom' && (
                    <NumberInput
                      label={t('scheduledInvoices.edit.daysUntilDue')}
                      required
                      min={0}
                      max={365}
                      value={form.days_until_due ?? ''}
                      error={errors.days_until_due}
                      onChange={(value) =>
                        update({ days_until_due: typeof value === 'number' ? value : null })
                      }
                    />
                  )}
                </SimpleGrid>
                <BuilderOptions form={form} errors={errors} onChange={update} />
              </Stack>
            </Card>
            <BuilderTotals priced={priced} hasCode={form.discount_code.trim() !== ''} />
            <Card withBorder padding="lg">
              <Stack gap="sm">
                {formError && Object.keys(errors).length === 0 && (
                  <Text c="red.8" size="sm" role="alert">
                    {formError}
                  </Text>
                )}
                {Object.keys(errors).length > 0 && (
                  <Text c="red.8" size="sm" role="alert">
                    {t('scheduledInvoices.edit.fixErrors')}
                  </Text>
                )}
                <Button
                  leftSection={<IconPlayerPlay size={16} aria-hidden />}
                  loading={action.isPending && saving === 'active'}
                  disabled={action.isPending}
                  onClick={() => submit(false)}
                >
                  {canDraft ? t('scheduledInvoices.edit.activate') : t('scheduledInvoices.edit.save')}
                </Button>
                {canDraft && (
                  <Button
                    variant="default"
                    leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                    loading={action.isPending && saving === 'draft'}
                    disabled={action.isPending}
                    onClick={() => submit(true)}
                  >
                    {t('scheduledInvoices.edit.saveDraft')}
                  </Button>
                )}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <BuilderLeaveModal blocker={blocker} />
    </>
  );
}
