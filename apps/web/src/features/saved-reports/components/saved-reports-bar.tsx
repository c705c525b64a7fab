import { Button, Group, Select } from '@mantine/core';
import { canChangeSavedReports, type ReportType } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useChangeSavedReports, useSavedReports } from '../api/saved-reports';
import { ManageReportsModal } from './manage-reports-modal';
import { SaveReportModal } from './save-report-modal';

interface SavedReportsBarProps {
  reportType: ReportType;
  /** The report in the address (1, the built-in one, when none). */
  currentNumber: number;
  /** The list's query as a report would save it (lib/report-query reportQueryOf). */
  currentQuery: string;
  /** Shows a report: the caller puts its number and query in the address. */
  onChoose: (reportNumber: number, queryString: string) => void;
}

/**
 * spec 3 §2.2 on a list: choose a report, save a new one, overwrite the current one, manage them. The
 * editor's controls show only to a user who may change the type's saved reports (the server's rule).
 */
export function SavedReportsBar({ reportType, currentNumber, currentQuery, onChoose }: SavedReportsBarProps) {
  const { t } = useTranslation();
  const reports = useSavedReports(reportType);
  const change = useChangeSavedReports(reportType);
  const canChange = canChangeSavedReports(subjectFor(useLoginContext()), reportType);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const list = reports.data?.data ?? [];
  const current = list.find((report) => report.report_number === currentNumber);
  const changed = current !== undefined && current.query_string !== currentQuery;

  const overwrite = () => {
    if (!current) return;
    change.mutate(
      {
        action: 'overwrite',
        number: current.report_number,
        body: { report_name: current.report_name, query_string: currentQuery },
      },
      {
        onSuccess: () => notifySuccess(t('savedReports.overwritten', { name: current.report_name })),
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('savedReports.report')}
        data={list.map((report) => ({ value: String(report.report_number), label: report.report_name }))}
        value={current ? String(current.report_number) : null}
        onChange={(value) => {
          const chosen = list.find((report) => String(report.report_number) === value);
          if (chosen) onChoose(chosen.report_number, chosen.query_string);
        }}
        allowDeselect={false}
        disabled={reports.isPending}
        w={220}
      />
      {current?.can_overwrite && changed && (
        <Button variant="default" onClick={overwrite} loading={change.isPending}>
          {t('savedReports.overwrite')}
        </Button>
      )}
      {canChange && (
        <>
          <Button variant="default" onClick={() => setDialog('save')}>
            {t('savedReports.saveAs')}
          </Button>
          <Button variant="subtle" onClick={() => setDialog('manage')} disabled={list.length === 0}>
            {t('savedReports.manage')}
          </Button>
        </>
      )}
      <SaveReportModal
        reportType={reportType}
        queryString={currentQuery}
        opened={canChange && dialog === 'save'}
        onClose={() => setDialog(null)}
        onSaved={(number) => onChoose(number, currentQuery)}
      />
      <ManageReportsModal
        reportType={reportType}
        reports={list}
        opened={canChange && dialog === 'manage'}
        onClose={() => setDialog(null)}
      />
    </Group>
  );
}
