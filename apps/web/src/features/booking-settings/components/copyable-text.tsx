import { Code, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/ui/copy-button';

interface CopyableTextProps {
  label: string;
  value: string;
  copyLabel: string;
  /** Long text (an HTML snippet) wraps in a block; a URL stays on one line. */
  block?: boolean;
}

/** Text to copy, highlighted for 3 s after copying (spec 1 §9), with the spec's notifications (§8). */
export function CopyableText({ label, value, copyLabel, block = false }: CopyableTextProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isCopied, setCopied] = useState(false);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Code
          block={block}
          aria-labelledby={id}
          data-copied={isCopied || undefined}
          style={{
            flex: 1,
            minWidth: 0,
            padding: '8px 12px',
            fontSize: 'var(--mantine-font-size-sm)',
            whiteSpace: block ? 'pre-wrap' : 'nowrap',
            overflowX: 'auto',
            wordBreak: block ? 'break-all' : undefined,
            outline: isCopied ? '2px solid var(--mantine-color-teal-6)' : '1px solid transparent',
            backgroundColor: isCopied ? 'var(--mantine-color-teal-0)' : undefined,
            transition: 'background-color 200ms, outline-color 200ms',
          }}
        >
          {value}
        </Code>
        <CopyButton value={value} label={copyLabel} onCopiedChange={setCopied} />
      </Group>
      {isCopied && (
        <Text size="xs" c="teal.9" role="status">
          {t('bookingTools.copiedHint')}
        </Text>
      )}
    </Stack>
  );
}
