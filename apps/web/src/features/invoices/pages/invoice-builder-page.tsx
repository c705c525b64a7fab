import {
  Button,
  Card,
  Grid,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Invoice, invoiceBody, type PosCustomer } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import { IconCalendarTime, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { isApiError } from '@/lib/api-client';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { useBuilderCustomer, useBuilderFees } from '../api/builder-catalogue';
import { useInvoice, useInvoiceDuplicate } from '../api/get-invoice';
import { useSaveInvoice } from '../api/save-invoice';
import { BuilderContent } from '../components/builder-content';
import { BuilderLeaveModal } from '../components/builder-leave-modal';
import { BuilderOptions } from '../components/builder-options';
import { BuilderTotals } from '../components/builder-totals';
import {
  type BuilderForm,
  bodyOf,
  dueDateOf,
  emptyForm,
  formOfInvoice,
  priceForm,
} from '../lib/builder-form';
import { dateText } from '../lib/invoice-format';

// spec 3 §2.3: /payments-builder/invoices (new; ?customerId picks the customer), …/:invoiceId/edit,
// …/:duplicateInvoiceId/duplicate and …/:draftId/draft. Leaving with entries asks first.

type SendMode = 'draft' | 'now' | 'schedule';

const readId = (value: string | null | undefined) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;

function isPopulated(form: BuilderForm, customer: PosCustomer | null, initial: string) {
  return JSON.stringify({ form, customer: customer?.id ?? null }) !== initial;
}

export function InvoiceBuilderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const { merchant } = useLoginContext();
  const today = todayInTimeZone(merchant.time_zone);
  const isNarrow = useMediaQuery('(max-width: 767px)') ?? false;
  const editId = readId(params.invoiceId ?? params.draftId);
  const duplicateId = readId(params.duplicateInvoiceId);
  const source = useInvoice(editId);
  const copy = useInvoiceDuplicate(duplicateId);
  const from: Invoice | undefined = editId !== null ? source.data : copy.data;
  const wantedCustomer = readId(search.get('customerId')) ?? from?.customer?.id ?? null;
  const preselected = useBuilderCustomer(wantedCustomer);
  const fees = useBuilderFees();
  const save = useSaveInvoice(editId);

  const [form, setForm] = useState<BuilderForm>(() => emptyForm(today));
  const [customer, setCustomer] = useState<PosCustomer | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [mode, setMode] = useState<SendMode | null>(null);
  const [initial, setInitial] = useState(() => JSON.stringify({ form: emptyForm(today), customer: null }));
  const [submitKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    if (!from) return;
    const loaded = formOfInvoice(from, duplicateId !== null ? today : null);
    setForm(loaded);
    setInitial(JSON.stringify({ form: loaded, customer: from.customer?.id ?? null }));
  }, [from, duplicateId, today]);
  useEffect(() => {
    if (preselected.data) setCustomer(preselected.data);
  }, [preselected.data]);

  const priced = useMemo(() => priceForm(form, fees.data?.data ?? [], today), [form, fees.data, today]);
  const { blocker, allowNextLeave } = useLeaveGuard(isPopulated(form, customer, initial));
  const update = (patch: Partial<BuilderForm>) => setForm((current) => ({ ...current, ...patch }));
  const dueDate = dueDateOf(form);

  const loadFailed = (editId !== null && source.isError) || (duplicateId !== null && copy.isError);
  if (loadFailed) return <Text role="alert">{t('invoices.builder.loadFailed')}</Text>;
  if ((editId !== null && !source.data) || (duplicateId !== null && !copy.data))
    return <Skeleton height={420} aria-label={t('invoices.builder.loading')} />;

  const submit = (send: SendMode) => {
    setFormError(null);
    if (!customer) {
      setErrors({ customer_id: t('invoices.builder.chooseCustomer') });
      return;
    }
    const body = bodyOf(form, customer.id, send);
    const parsed = invoiceBody.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    setMode(send);
    save.mutate(
      { body, key: `${submitKey}-${send}` },
      {
        onSuccess: (invoice) => {
          allowNextLeave();
          void navigate(`/reports/details/invoice/${invoice.id}`);
        },
        onError: (error) => {
          if (isApiError(error) && error.details.length > 0)
            setErrors(Object.fromEntries(error.details.map((detail) => [detail.property, detail.message])));
          setFormError(error.message);
        },
      },
    );
  };

  const title =
    editId !== null
      ? t('invoices.builder.editTitle', { number: from?.invoice_number })
      : duplicateId !== null
        ? t('invoices.builder.duplicateTitle', { number: from?.invoice_number })
        : t('invoices.builder.newTitle');
  const isSent = from?.state === 'sent' && editId !== null;

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        {title}
      </Title>
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
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }}>
                  <TextInput
                    type="date"
                    label={t('invoices.builder.invoiceDate')}
                    required
                    value={form.invoice_date}
                    error={errors.invoice_date}
                    onChange={(event) => update({ invoice_date: event.currentTarget.value })}
                  />
                  <Select
                    label={t('invoices.builder.terms')}
                    data={(['due_on_receipt', 'net_15', 'net_30', 'net_60', 'custom'] as const).map(
                      (value) => ({
                        value,
                        label: t(`invoices.terms.${value}`),
                      }),
                    )}
                    value={form.terms}
                    allowDeselect={false}
                    onChange={(value) => value && update({ terms: value as BuilderForm['terms'] })}
                  />
                </SimpleGrid>
                {form.terms === 'custom' ? (
                  <TextInput
                    type="date"
                    label={t('invoices.builder.dueDate')}
                    required
                    value={form.due_date}
                    error={errors.due_date}
                    onChange={(event) => update({ due_date: event.currentTarget.value })}
                  />
                ) : (
                  <Text size="sm" c="dimmed" data-testid="builder-due">
                    {dueDate ? t('invoices.builder.dueOn', { date: dateText(dueDate) }) : ''}
                  </Text>
                )}
                <BuilderOptions form={form} errors={errors} onChange={update} />
              </Stack>
            </Card>
            <BuilderTotals priced={priced} hasCode={form.discount_code.trim() !== ''} />
            <Card withBorder padding="lg">
              <Stack gap="sm">
                {!isSent && (
                  <TextInput
                    type="datetime-local"
                    label={t('invoices.builder.scheduleAt')}
                    description={t('invoices.builder.scheduleHint')}
                    value={form.scheduled_send_at}
                    error={errors.scheduled_send_at}
                    onChange={(event) => update({ scheduled_send_at: event.currentTarget.value })}
                  />
                )}
                {formError && Object.keys(errors).length === 0 && (
                  <Text c="red.8" size="sm" role="alert">
                    {formError}
                  </Text>
                )}
                <Button
                  leftSection={<IconSend size={16} aria-hidden />}
                  loading={save.isPending && mode === 'now'}
                  disabled={save.isPending}
                  onClick={() => submit('now')}
                >
                  {isSent ? t('invoices.builder.saveAndResend') : t('invoices.builder.sendNow')}
                </Button>
                {!isSent && (
                  <Button
                    variant="light"
                    leftSection={<IconCalendarTime size={16} aria-hidden />}
                    loading={save.isPending && mode === 'schedule'}
                    disabled={save.isPending}
                    onClick={() => submit('schedule')}
                  >
                    {t('invoices.builder.schedule')}
                  </Button>
                )}
                <Button
                  variant="default"
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  loading={save.isPending && mode === 'draft'}
                  disabled={save.isPending}
                  onClick={() => submit('draft')}
                >
                  {isSent ? t('invoices.builder.saveChanges') : t('invoices.builder.saveDraft')}
                </Button>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <BuilderLeaveModal blocker={blocker} />
    </Stack>
  );
}
