import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { PageHeader } from '@/ui/page-header';
import { ReportLinks } from '../components/report-links';

/** /reports/classic (ruling 2): the reports the user may open, a card each with a line on what it shows. */
export function ClassicReportsPage() {
  const { t } = useTranslation();
  const subject = subjectFor(useLoginContext());
  return (
    <Stack gap="lg">
      <PageHeader title={t('reportGrid.classic.title')} description={t('reportGrid.classic.description')} />
      <ReportLinks subject={subject} />
    </Stack>
  );
}
