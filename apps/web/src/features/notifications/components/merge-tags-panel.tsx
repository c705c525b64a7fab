import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { EmailTemplateSettings } from '@paybook/contracts/email-templates';
import { IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '@/lib/notify';

/** spec 3 §9: the copied tag's highlight clears after 3 s. */
export const TAG_HIGHLIGHT_MS = 3000;

interface MergeTagsPanelProps {
  tags: EmailTemplateSettings['merge_tags'];
}

/** spec 3 §3.3 merge_tags by merge_tag_group; copying one says 'Copied' or 'Error copying text.' (spec 3 §8). */
export function MergeTagsPanel({ tags }: MergeTagsPanelProps) {
  const { t } = useTranslation();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const groups = [...new Set(tags.map((tag) => tag.merge_tag_group))];

  const handleCopy = async (tag: string) => {
    try {
      await navigator.clipboard.writeText(`{{${tag}}}`);
      setHighlighted(tag);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setHighlighted(null), TAG_HIGHLIGHT_MS);
      notifySuccess(t('notifications.edit.copied'));
    } catch {
      notifyFailure(t('notifications.edit.copyFailed'));
    }
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('notifications.edit.mergeTags')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notifications.edit.mergeTagsHelp')}
        </Text>
        {groups.map((group) => (
          <Stack key={group} gap={6}>
            <Text size="sm" fw={600}>
              {group}
            </Text>
            <Group gap={6}>
              {tags
                .filter((tag) => tag.merge_tag_group === group)
                .map((tag) => (
                  <Button
                    key={tag.tag}
                    size="compact-sm"
                    variant={highlighted === tag.tag ? 'filled' : 'default'}
                    data-highlighted={highlighted === tag.tag || undefined}
                    leftSection={<IconCopy size={14} aria-hidden />}
                    onClick={() => void handleCopy(tag.tag)}
                    aria-label={t('notifications.edit.copyTag', { tag: tag.label })}
                  >
                    {tag.label}
                  </Button>
                ))}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
