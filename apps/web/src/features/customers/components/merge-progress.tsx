import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/notify';
import { useMergeStatus } from '../api/merge-customers';
import { customerProfilePath } from './customer-format';
import { DEFAULT_REPORT_ID } from './customer-list-params';

/** spec 2 §4 step 5: after the merge finishes, a 5 s wait precedes the finished view. */
export const FINISH_WAIT_MS = 5000;

interface MergeProgressProps {
  jobId: number;
  keptName: string;
  keptId: number;
}

/** The merge as it runs: polled every second; an error, or 'finishing up' and then the finished view. */
export function MergeProgress({ jobId, keptName, keptId }: MergeProgressProps) {
  const { t } = useTranslation();
  const status = useMergeStatus(jobId);
  const finished = status.data?.raw_status === 'finished';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(() => setShown(true), FINISH_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [finished]);
  const listPath = `/customer/list?reportId=${DEFAULT_REPORT_ID}`;

  if (status.isError) return <Alert color="red">{errorMessage(status.error)}</Alert>;
  if (status.data?.raw_status === 'error')
    return (
      <Alert color="red" title={t('customers.merge.failed')} role="alert">
        <Stack gap="sm">
          <Text size="sm">{status.data.error_message}</Text>
          <Group>
            <Button component={Link} to={listPath} variant="default">
              {t('customers.merge.backToList')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  if (shown)
    return (
      <Alert
        color="teal"
        icon={<IconCircleCheck aria-hidden />}
        title={t('customers.merge.done', { name: keptName })}
        role="status"
      >
        <Group mt="sm">
          <Button component={Link} to={customerProfilePath(keptId)}>
            {t('customers.merge.openKept', { name: keptName })}
          </Button>
          <Button component={Link} to={listPath} variant="default">
            {t('customers.merge.backToList')}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text>{finished ? t('customers.merge.finishing') : t('customers.merge.running')}</Text>
    </Group>
  );
}
