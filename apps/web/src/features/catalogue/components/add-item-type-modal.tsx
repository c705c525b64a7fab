import { Button, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const ADD_ITEM_PATH = '/products-and-services/add';
/** A bookable service is added in the appointments settings, where its duration and providers are set. */
export const ADD_SERVICE_PATH = '/appointments/settings/services/edit';

function Choice({
  icon,
  title,
  body,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      p="md"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Stack gap={6} align="flex-start">
        {icon}
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          {body}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** spec 2 §2.3 the add-item-type modal: asked only when the merchant has the appointments feature. */
export function AddItemTypeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('catalogue.addType.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('catalogue.close') }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Choice
            icon={<IconCalendarEvent size={28} aria-hidden />}
            title={t('catalogue.addType.service')}
            body={t('catalogue.addType.serviceBody')}
            onClick={() => navigate(ADD_SERVICE_PATH)}
          />
          <Choice
            icon={<IconPackage size={28} aria-hidden />}
            title={t('catalogue.addType.product')}
            body={t('catalogue.addType.productBody')}
            onClick={() => navigate(ADD_ITEM_PATH)}
          />
        </SimpleGrid>
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}
