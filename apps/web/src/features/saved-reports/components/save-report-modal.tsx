import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { ReportType } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { FormError } from '@/ui/form-error';
import { SubmitButton } from '@/ui/submit-button';
import { useChangeSavedReports } from '../api/saved-reports';

interface SaveReportModalProps {
  reportType: ReportType;
  queryString: string;
  opened: boolean;
  onClose: () => void;
  /** The new report's number, to put it in the address. */
  onSaved: (reportNumber: number) => void;
}

/** spec 3 §2.2 save report modal: a new saved report from the list as it is now. */
export function SaveReportModal({ reportType, queryString, opened, onClose, onSaved }: SaveReportModalProps) {
  const { t } = useTranslation();
  const change = useChangeSavedReports(reportType);
  // Issue 13 point 15: one save per click, none after it succeeded (until the modal opens again).
  const submit = useSubmitOnce(opened);
  const [name, setName] = useState('');
  const [isDefault, setDefault] = useState(false);
  const close = () => {
    setName('');
    setDefault(false);
    change.reset();
    onClose();
  };
  const save = () => {
    if (!submit.begin()) return;
    change.mutate(
      { action: 'create', body: { report_name: name, query_string: queryString, is_default: isDefault } },
      {
        onSuccess: (list) => {
          submit.succeeded();
          const saved = list.data.find((report) => report.report_name === name.trim());
          notifySuccess(t('savedReports.saved', { name: name.trim() }));
          close();
          if (saved) onSaved(saved.report_number);
        },
        onError: submit.failed,
      },
    );
  };
  const nameError =
    change.error && isApiError(change.error)
      ? change.error.details.find((detail) => detail.property === 'report_name')?.message
      : undefined;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('savedReports.saveTitle')}
      closeButtonProps={{ 'aria-label': t('savedReports.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('savedReports.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            data-autofocus
            withAsterisk
          />
          <Checkbox
            label={t('savedReports.makeDefault')}
            checked={isDefault}
            onChange={(event) => setDefault(event.currentTarget.checked)}
          />
          <FormError message={change.isError && !nameError ? errorMessage(change.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <SubmitButton submit={submit}>{t('savedReports.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
