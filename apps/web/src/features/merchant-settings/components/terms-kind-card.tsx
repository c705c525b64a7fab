import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { TermsEntry } from '@paybook/contracts';
import { TERMS_MAX_LENGTH } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TermsKindCardProps {
  entry: TermsEntry;
  isSaving: boolean;
  isRestoring: boolean;
  /** The server's message on this kind's text. */
  error?: string;
  onSave: (text: string) => void;
  onRestore: () => void;
}

/** One of the seven texts (spec 3 §3.3): its words, whether it is the default, save and restore. */
export function TermsKindCard({
  entry,
  isSaving,
  isRestoring,
  error,
  onSave,
  onRestore,
}: TermsKindCardProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(entry.text);
  const [savedText, setSavedText] = useState(entry.text);
  // A save or restore elsewhere gives the card the server's text.
  if (entry.text !== savedText) {
    setSavedText(entry.text);
    setText(entry.text);
  }
  const isChanged = text !== entry.text;
  const tooLong = text.length > TERMS_MAX_LENGTH;
  const headingId = `terms-${entry.kind}`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t(`merchantSettings.terms.kinds.${entry.kind}.title`)}
          </Title>
          <Badge
            variant="outline"
            color={entry.is_default ? 'gray.8' : 'blue.9'}
            bg="var(--mantine-color-body)"
          >
            {entry.is_default ? t('merchantSettings.terms.isDefault') : t('merchantSettings.terms.isOwn')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`merchantSettings.terms.kinds.${entry.kind}.where`)}
        </Text>
        <Textarea
          aria-labelledby={headingId}
          autosize
          minRows={3}
          maxRows={12}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={tooLong ? t('merchantSettings.terms.tooLong', { max: TERMS_MAX_LENGTH }) : error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={entry.is_default} loading={isRestoring} onClick={onRestore}>
            {t('merchantSettings.terms.restore')}
          </Button>
          <Button disabled={!isChanged || tooLong} loading={isSaving} onClick={() => onSave(text)}>
            {t('merchantSettings.terms.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
