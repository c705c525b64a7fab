import { Badge, Button, Group, Select } from '@mantine/core';
import { canChangeSavedReports, canSubscribeToReport, type ReportType } from '@paybook/domain';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useChangeSavedReports, useSavedReports } from '../api/saved-reports';
import { ManageReportsModal } from './manage-reports-modal';
import { SaveReportModal } from './save-report-modal';
import { SubscribeReportModal } from './subscribe-report-modal';

/** spec 3 §9: a changed report, or one just chosen or saved, is highlighted for 5 s. */
export const CHANGED_REPORT_HIGHLIGHT_MS = 5_000;

/** True for 5 s after `trigger` takes a new value (null: nothing to highlight). */
function useHighlight(trigger: string | null): boolean {
  const [lit, setLit] = useState<string | null>(null);
  useEffect(() => {
    if (trigger === null) return;
    setLit(trigger);
    const timer = setTimeout(() => setLit(null), CHANGED_REPORT_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [trigger]);
  return trigger !== null && lit === trigger;
}

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
  const subject = subjectFor(useLoginContext());
  const canChange = canChangeSavedReports(subject, reportType);
  const canSubscribe = canSubscribeToReport(subject, reportType);
  const [dialog, setDialog] = useState<'save' | 'manage' | 'subscribe' | null>(null);
  const list = reports.data?.data ?? [];
  const current = list.find((report) => report.report_number === currentNumber);
  const changed = current !== undefined && current.query_string !== currentQuery;
  // spec 3 §9: each change away from the report lights the badge for 5 s, then it stays, quieter; a
  // report chosen or saved lights the selector.
  const isChangeLit = useHighlight(changed ? `${currentNumber}?${currentQuery}` : null);
  const [chosen, setChosen] = useState(0);
  const isChoiceLit = useHighlight(chosen > 0 ? String(chosen) : null);
  const choose = (reportNumber: number, queryString: string) => {
    setChosen((count) => count + 1);
    onChoose(reportNumber, queryString);
  };

  const overwrite = () => {
    if (!current) return;
    change.mutate(
      {
        action: 'overwrite',
        number: current.report_number,
        body: { report_name: current.report_name, query_string: currentQuery },
      },
      {
        onSuccess: () => {
          setChosen((count) => count + 1);
          notifySuccess(t('savedReports.overwritten', { name: current.report_name }));
        },
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
          const report = list.find((candidate) => String(candidate.report_number) === value);
          if (report) choose(report.report_number, report.query_string);
        }}
        allowDeselect={false}
        disabled={reports.isPending}
        w={220}
        data-highlighted={isChoiceLit || undefined}
        styles={
          isChoiceLit
            ? {
                input: {
                  borderColor: 'var(--mantine-color-blue-7)',
                  boxShadow: '0 0 0 2px var(--mantine-color-blue-2)',
                },
              }
            : undefined
        }
      />
      {changed && (
        <Badge
          role="status"
          size="lg"
          variant={isChangeLit ? 'filled' : 'light'}
          color={isChangeLit ? 'yellow.4' : 'gray'}
          c={isChangeLit ? 'dark.9' : 'gray.8'}
          data-highlighted={isChangeLit || undefined}
          mb={4}
        >
          {isChangeLit ? t('savedReports.unsavedChanges') : t('savedReports.modified')}
        </Badge>
      )}
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
      {canSubscribe && current && (
        <Button
          variant="subtle"
          leftSection={<IconMail size={16} aria-hidden />}
          onClick={() => setDialog('subscribe')}
        >
          {t('savedReports.subscribe.open')}
        </Button>
      )}
      <SaveReportModal
        reportType={reportType}
        queryString={currentQuery}
        opened={canChange && dialog === 'save'}
        onClose={() => setDialog(null)}
        onSaved={(number) => choose(number, currentQuery)}
      />
      {current && (
        <SubscribeReportModal
          key={current.report_number}
          reportType={reportType}
          report={current}
          opened={canSubscribe && dialog === 'subscribe'}
          onClose={() => setDialog(null)}
        />
      )}
      <ManageReportsModal
        reportType={reportType}
        reports={list}
        opened={canChange && dialog === 'manage'}
        onClose={() => setDialog(null)}
      />
    </Group>
  );
}
