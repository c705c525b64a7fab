import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { type GridQuery, type GridReportType, REPORT_SCREENS, todayInTimeZone } from '@paybook/domain';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '@/lib/api-client';
import { downloadText } from '@/lib/download-text';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { type ExportProgress, exportReport } from '../api/export-report';
import { exportFileName } from '../lib/report-export';

interface ExportReportButtonProps {
  type: GridReportType;
  /** The columns shown: the CSV's header row follows them. */
  columns: readonly string[];
  query: Pick<GridQuery, 'filters' | 'sort'>;
  timeZone: string;
}

type Run =
  | { step: 'idle' }
  | { step: 'running'; progress: ExportProgress | null }
  | { step: 'failed'; message: string };

/**
 * Issue 28 point 5: the whole filtered report as CSV, in the shown columns and sort, streamed: the dialog
 * counts the rows received against the rows to come, Cancel stops it, and the file is saved when complete.
 */
export function ExportReportButton({ type, columns, query, timeZone }: ExportReportButtonProps) {
  const { t } = useTranslation();
  const [run, setRun] = useState<Run>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the report stops its export.
  useEffect(() => () => controller.current?.abort(), []);

  const start = () => {
    const abort = new AbortController();
    controller.current = abort;
    setRun({ step: 'running', progress: null });
    exportReport(
      REPORT_SCREENS[type].entity,
      columns,
      query,
      (progress) => setRun({ step: 'running', progress }),
      abort.signal,
    ).then(
      (text) => {
        if (abort.signal.aborted) return;
        downloadText(exportFileName(type, todayInTimeZone(timeZone)), text);
        setRun({ step: 'idle' });
        notifySuccess(t('reportGrid.export.done'));
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbortError(error)) return;
        setRun({ step: 'failed', message: errorMessage(error) });
      },
    );
  };
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setRun({ step: 'idle' });
  };

  const progress = run.step === 'running' ? run.progress : null;
  const total = progress?.total ?? null;
  const percent = progress && total ? Math.min(100, Math.round((progress.rows / total) * 100)) : 0;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        onClick={start}
        disabled={run.step === 'running'}
      >
        {t('reportGrid.export.action')}
      </Button>
      <Modal
        opened={run.step !== 'idle'}
        onClose={cancel}
        title={t('reportGrid.export.title')}
        closeButtonProps={{ 'aria-label': t('reportGrid.export.close') }}
      >
        <Stack>
          {run.step === 'failed' ? (
            <Alert color="red" role="alert" title={t('reportGrid.export.failed')}>
              {run.message}
            </Alert>
          ) : (
            <Stack gap={6}>
              <Group justify="space-between">
                <Text size="sm" aria-live="polite">
                  {progress === null
                    ? t('reportGrid.export.starting')
                    : total === null
                      ? t('reportGrid.export.rowsSoFar', { count: progress.rows })
                      : t('reportGrid.export.rowsOf', {
                          rows: progress.rows.toLocaleString(),
                          total: total.toLocaleString(),
                        })}
                </Text>
                {total !== null && (
                  <Text size="sm" c="dimmed">
                    {percent}%
                  </Text>
                )}
              </Group>
              <Progress
                value={total === null ? 100 : percent}
                animated
                aria-label={t('reportGrid.export.progress')}
                data-testid="report-export-progress"
              />
            </Stack>
          )}
          <Group justify="flex-end">
            {run.step === 'failed' ? (
              <>
                <Button variant="default" onClick={cancel}>
                  {t('reportGrid.export.close')}
                </Button>
                <Button onClick={start}>{t('reportGrid.export.retry')}</Button>
              </>
            ) : (
              <Button variant="default" onClick={cancel}>
                {t('reportGrid.export.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
