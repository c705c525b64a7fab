import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubmitOnce } from '@/lib/submit-once';
import { SubmitButton } from '@/ui/submit-button';
import { DeleteConfirmation } from './delete-confirmation';

interface FormFooterProps {
  /** The delete button's label; null when the item cannot be deleted (new, or outside the edit window). */
  deleteLabel: string | null;
  deleteMessage: string;
  deleteConfirmLabel: string;
  isConfirmingDelete: boolean;
  onConfirmingDeleteChange: (confirming: boolean) => void;
  isDeleting: boolean;
  onDelete: () => void;
  /** The submit button's label; null when the form cannot be saved. */
  submitLabel: string | null;
  /** The form's gate (useSubmitOnce): one save per click, none after it succeeded. */
  submit: Pick<SubmitOnce, 'isSaving' | 'isSaved'>;
  onCancel: () => void;
}

/** The buttons of a calendar form: delete (asked first, inside the modal), cancel and submit. */
export function FormFooter({
  deleteLabel,
  deleteMessage,
  deleteConfirmLabel,
  isConfirmingDelete,
  onConfirmingDeleteChange,
  isDeleting,
  onDelete,
  submitLabel,
  submit,
  onCancel,
}: FormFooterProps) {
  const { t } = useTranslation();
  if (isConfirmingDelete)
    return (
      <DeleteConfirmation
        message={deleteMessage}
        confirmLabel={deleteConfirmLabel}
        isPending={isDeleting}
        onConfirm={onDelete}
        onCancel={() => onConfirmingDeleteChange(false)}
      />
    );
  return (
    <Group justify="space-between">
      <Group>
        {deleteLabel && (
          <Button variant="outline" color="red.9" onClick={() => onConfirmingDeleteChange(true)}>
            {deleteLabel}
          </Button>
        )}
      </Group>
      <Group>
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        {submitLabel && <SubmitButton submit={submit}>{submitLabel}</SubmitButton>}
      </Group>
    </Group>
  );
}
