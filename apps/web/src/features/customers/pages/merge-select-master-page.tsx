import { Alert, Button, Checkbox, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CustomerList } from '@paybook/contracts';
import { canExportCustomers, phoneAsWritten } from '@paybook/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { PageHeader } from '@/ui/page-header';
import { useStartExport } from '../api/customer-export';
import { useMergeCustomers } from '../api/merge-customers';
import { DEFAULT_REPORT_ID } from '../components/customer-list-params';
import { ExportProgress } from '../components/export-progress';
import { MergeProgress } from '../components/merge-progress';

type Row = CustomerList['data'][number];
/** What the list passes to this page (spec 2 §2.1: the columns and the data of the selected customers). */
export interface MergeState {
  customers: Row[];
}

const LIST_PATH = `/customer/list?reportId=${DEFAULT_REPORT_ID}`;

/** /customer/merge/select-master-record (spec 2 §2.1, §4 merge flow). */
export function MergeSelectMasterPage() {
  const { t } = useTranslation();
  const selected = (useLocation().state as MergeState | null)?.customers ?? [];
  const [keptId, setKeptId] = useState<number | null>(selected[0]?.id ?? null);
  const [confirming, setConfirming] = useState(false);
  const canExport = canExportCustomers(subjectFor(useLoginContext()));
  const merge = useMergeCustomers();
  const startExport = useStartExport();
  const [exportFirst, setExportFirst] = useState(false);
  const [exportId, setExportId] = useState<number | null>(null);
  // spec 2 §2.1: nothing passed (a reload, a typed address) returns to the list.
  if (selected.length < 2 || keptId === null) return <Navigate to={LIST_PATH} replace />;
  const kept = selected.find((row) => row.id === keptId) ?? selected[0];
  if (!kept) return <Navigate to={LIST_PATH} replace />;
  const others = selected.filter((row) => row.id !== kept.id);
  const withUserName = selected.filter((row) => (row.user_name ?? '') !== '');
  const keptName = kept.name || t('customers.noName');

  const runMerge = () =>
    merge.mutate(
      { primary_customer_id: kept.id, secondary_customer_ids: others.map((row) => row.id) },
      { onSuccess: () => setConfirming(false) },
    );
  // spec 2 §4 step 3–4: optionally an export of the selected customers first, then the merge.
  const start = () => {
    if (!exportFirst) return runMerge();
    startExport.mutate(
      { customer_ids: selected.map((row) => row.id) },
      { onSuccess: (status) => setExportId(status.id) },
    );
  };

  if (merge.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('customers.merge.title')} />
        <MergeProgress jobId={merge.data.id} keptId={kept.id} keptName={keptName} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('customers.merge.title')} />
      <Text>{t('customers.merge.choose')}</Text>
      {/* spec 2 §4 step 2: a warning when a selected customer has a user name. */}
      {withUserName.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('customers.merge.userNameTitle')}
        >
          {t('customers.merge.userNameBody', { names: withUserName.map((row) => row.name).join(', ') })}
        </Alert>
      )}
      <Radio.Group
        value={String(kept.id)}
        onChange={(value) => setKeptId(Number(value))}
        label={t('customers.merge.keepLabel')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs">
          {selected.map((row) => (
            <Paper key={row.id} withBorder p="md" radius="md">
              <Radio
                value={String(row.id)}
                label={<Text fw={600}>{row.name || t('customers.noName')}</Text>}
              />
              <Stack gap={2} mt="xs" ml={30}>
                <Text size="sm" c="dimmed">
                  {t('customers.profile.number', { number: row.customer_number })}
                </Text>
                {row.email && <Text size="sm">{row.email}</Text>}
                {row.phone && <Text size="sm">{phoneAsWritten(row.phone)}</Text>}
                {row.company_name && <Text size="sm">{row.company_name}</Text>}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Group>
        <Button onClick={() => setConfirming(true)}>{t('customers.merge.merge')}</Button>
        <Button component={Link} to={LIST_PATH} variant="default">
          {t('common.cancel')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => !merge.isPending && setConfirming(false)}
        title={t('customers.merge.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('customers.merge.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('customers.merge.confirmBody', { count: others.length, name: keptName })}</Text>
          {canExport && (
            <Checkbox
              label={t('customers.export.first')}
              checked={exportFirst}
              disabled={exportId !== null}
              onChange={(event) => setExportFirst(event.currentTarget.checked)}
            />
          )}
          {exportId !== null && <ExportProgress exportId={exportId} onDownloaded={runMerge} />}
          <FormError
            message={
              merge.isError
                ? errorMessage(merge.error)
                : startExport.isError
                  ? errorMessage(startExport.error)
                  : null
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={merge.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red.9"
              onClick={start}
              loading={merge.isPending || startExport.isPending || exportId !== null}
            >
              {t('customers.merge.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
