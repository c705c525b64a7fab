import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { downloadExport, useExportStatus } from '../api/customer-export';

interface ExportProgressProps {
  exportId: number;
  /** Called once the file has been handed to the browser. */
  onDownloaded: () => void;
}

/** An export as it is written (polled every second), downloaded when it reaches 100% (spec 2 §4 step 4). */
export function ExportProgress({ exportId, onDownloaded }: ExportProgressProps) {
  const { t } = useTranslation();
  const status = useExportStatus(exportId);
  const handed = useRef(false);
  const finished = status.data?.status === 'finished';
  useEffect(() => {
    if (!finished || handed.current) return;
    handed.current = true;
    downloadExport(exportId);
    onDownloaded();
  }, [finished, exportId, onDownloaded]);

  if (status.isError) return <Alert color="red">{errorMessage(status.error)}</Alert>;
  if (status.data?.status === 'error') return <Alert color="red">{status.data.error_message}</Alert>;
  const percent = status.data?.percent_complete ?? 0;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm">{finished ? t('customers.export.downloading') : t('customers.export.writing')}</Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} aria-label={t('customers.export.progress')} animated={!finished} />
    </Stack>
  );
}
