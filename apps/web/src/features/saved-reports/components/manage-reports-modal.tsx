import { ActionIcon, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SavedReport } from '@paybook/contracts';
import type { ReportType } from '@paybook/domain';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useChangeSavedReports } from '../api/saved-reports';
import { moved } from '../lib/report-query';

interface ManageReportsModalProps {
  reportType: ReportType;
  reports: SavedReport[];
  opened: boolean;
  onClose: () => void;
}

/** spec 3 §2.2 saved-reports editor: make default, reorder and delete (the built-in one stays first). */
export function ManageReportsModal({ reportType, reports, opened, onClose }: ManageReportsModalProps) {
  const { t } = useTranslation();
  const change = useChangeSavedReports(reportType);
  const saved = reports.filter((report) => !report.is_built_in);
  const onError = (error: unknown) => notifyFailure(errorMessage(error));
  const reorder = (index: number, step: -1 | 1) =>
    change.mutate(
      { action: 'order', numbers: moved(saved, index, step).map((report) => report.report_number) },
      { onError },
    );
  const remove = (report: SavedReport) =>
    modals.openConfirmModal({
      title: t('savedReports.deleteTitle'),
      children: t('savedReports.deleteBody', { name: report.report_name }),
      labels: { confirm: t('savedReports.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('savedReports.close') },
      onConfirm: () =>
        change.mutate(
          { action: 'delete', number: report.report_number },
          {
            onSuccess: () => notifySuccess(t('savedReports.deleted', { name: report.report_name })),
            onError,
          },
        ),
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('savedReports.manageTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('savedReports.close') }}
    >
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {reports.map((report) => {
          const index = saved.indexOf(report);
          return (
            <Group key={report.report_number} component="li" justify="space-between" wrap="nowrap" py={4}>
              <Group gap="xs">
                <Text fw={500}>{report.report_name}</Text>
                {report.is_default && <Badge color="teal.9">{t('savedReports.default')}</Badge>}
                {report.is_built_in && <Badge variant="light">{t('savedReports.builtIn')}</Badge>}
              </Group>
              <Group gap={4} wrap="nowrap">
                {!report.is_default && (
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={t('savedReports.makeDefaultOf', { name: report.report_name })}
                    onClick={() =>
                      change.mutate({ action: 'default', number: report.report_number }, { onError })
                    }
                  >
                    {t('savedReports.makeDefaultShort')}
                  </Button>
                )}
                {!report.is_built_in && (
                  <>
                    <ActionIcon
                      variant="default"
                      aria-label={t('savedReports.moveUp', { name: report.report_name })}
                      disabled={index <= 0}
                      onClick={() => reorder(index, -1)}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('savedReports.moveDown', { name: report.report_name })}
                      disabled={index === saved.length - 1}
                      onClick={() => reorder(index, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                  </>
                )}
                {report.can_delete && (
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    aria-label={t('savedReports.deleteOf', { name: report.report_name })}
                    onClick={() => remove(report)}
                  >
                    {t('savedReports.delete')}
                  </Button>
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Modal>
  );
}
