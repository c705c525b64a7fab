import { Button, Checkbox, Code, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '@/lib/download-text';
import { CopyButton } from '@/ui/copy-button';

interface RecoveryCodesModalProps {
  codes: string[] | null;
  onClose: () => void;
}

/** Shows new recovery codes once; closes only after the user says they saved them (spec 3 §2.5). */
export function RecoveryCodesModal({ codes, onClose }: RecoveryCodesModalProps) {
  const { t } = useTranslation();
  const [isSaved, setSaved] = useState(false);
  const text = (codes ?? []).join('\n');

  useEffect(() => {
    if (codes) setSaved(false);
  }, [codes]);

  return (
    <Modal
      opened={codes !== null}
      onClose={() => isSaved && onClose()}
      title={t('mfa.recoveryCodes.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      data-testid="recovery-codes-modal"
    >
      <Stack gap="md">
        <Text>{t('mfa.recoveryCodes.body')}</Text>
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          aria-label={t('mfa.recoveryCodes.listLabel')}
          role="list"
        >
          {(codes ?? []).map((code) => (
            <Code key={code} fz="md" ta="center" py={6} role="listitem" data-testid="recovery-code">
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={text} label={t('mfa.recoveryCodes.copy')} />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadText(t('mfa.recoveryCodes.fileName'), `${text}\n`)}
          >
            {t('mfa.recoveryCodes.download')}
          </Button>
        </Group>
        <Checkbox
          label={t('mfa.recoveryCodes.confirm')}
          checked={isSaved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button onClick={onClose} disabled={!isSaved}>
            {t('mfa.recoveryCodes.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
