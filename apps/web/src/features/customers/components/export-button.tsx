import { Button, Modal, Stack } from '@mantine/core';
import type { CustomerExportBody } from '@paybook/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useStartExport } from '../api/customer-export';
import { ExportProgress } from './export-progress';

/** spec 2 §2.1: CSV export of the current report (shown only with manage_customers and has_payments). */
export function ExportButton({ body }: { body: CustomerExportBody }) {
  const { t } = useTranslation();
  const start = useStartExport();
  const [exportId, setExportId] = useState<number | null>(null);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={start.isPending}
        onClick={() =>
          start.mutate(body, {
            onSuccess: (status) => setExportId(status.id),
            onError: (error) => notifyFailure(errorMessage(error)),
          })
        }
      >
        {t('customers.export.action')}
      </Button>
      <Modal
        opened={exportId !== null}
        onClose={() => setExportId(null)}
        title={t('customers.export.title')}
        closeButtonProps={{ 'aria-label': t('customers.merge.close') }}
      >
        <Stack>
          {exportId !== null && (
            <ExportProgress
              exportId={exportId}
              onDownloaded={() => {
                notifySuccess(t('customers.export.done'));
                setExportId(null);
              }}
            />
          )}
        </Stack>
      </Modal>
    </>
  );
}
