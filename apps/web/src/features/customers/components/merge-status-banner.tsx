import { Alert, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useMergeStatus } from '../api/merge-customers';

/**
 * spec 2 §4 step 6: on the list, a queued or processing merge shows a merge-in-progress state (polled
 * every second) and a success message when it is done.
 */
export function MergeStatusBanner() {
  const { t } = useTranslation();
  const status = useMergeStatus();
  const raw = status.data?.raw_status;
  const wasRunning = useRef(false);
  useEffect(() => {
    if (raw === 'queued' || raw === 'processing') wasRunning.current = true;
    else if (raw === 'finished' && wasRunning.current) {
      wasRunning.current = false;
      notifySuccess(t('customers.merge.listDone'));
    }
  }, [raw, t]);
  if (raw !== 'queued' && raw !== 'processing') return null;
  return (
    <Alert color="blue" icon={<Loader size="xs" aria-hidden />} role="status">
      {t('customers.merge.inProgress')}
    </Alert>
  );
}
