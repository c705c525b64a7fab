import { Button, Group, Stack, Textarea } from '@mantine/core';
import { commentToSend } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CommentEditorProps {
  label: string;
  submitLabel: string;
  initialContent?: string;
  isSaving: boolean;
  /** Resolves once saved; the editor then empties (or closes). */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** A timeline comment box: empty content is not sent; Ctrl+Enter submits (spec 2 §5). */
export function CommentEditor({
  label,
  submitLabel,
  initialContent = '',
  isSaving,
  onSubmit,
  onCancel,
}: CommentEditorProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState(initialContent);
  const toSend = commentToSend(content);

  const submit = () => {
    if (toSend === null || isSaving) return;
    onSubmit(toSend)
      .then(() => setContent(''))
      .catch(() => undefined);
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        description={t('customers.timeline.ctrlEnter')}
        autosize
        minRows={2}
        maxRows={10}
        maxLength={10_000}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
        autoFocus={initialContent !== ''}
      />
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
        )}
        <Button onClick={submit} loading={isSaving} disabled={toSend === null}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
