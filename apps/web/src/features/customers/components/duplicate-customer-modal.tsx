import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { CustomerSummary } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { customerName } from './customer-format';

interface DuplicateCustomerModalProps {
  /** The existing customers found; the dialog is open while the list is not empty. */
  duplicates: CustomerSummary[];
  onOpenCustomer: (id: number) => void;
  onClose: () => void;
  /** Its place in the Modal.Stack it shares with the add form: Escape closes it alone. */
  stackId: string;
}

/** spec 2 §5: an e-mail that already exists offers the existing customer instead of a new one. */
export function DuplicateCustomerModal({
  duplicates,
  onOpenCustomer,
  onClose,
  stackId,
}: DuplicateCustomerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={duplicates.length > 0}
      onClose={onClose}
      title={t('customers.duplicate.title')}
      closeButtonProps={{ 'aria-label': t('customers.closeDialog') }}
      stackId={stackId}
    >
      <Stack gap="sm">
        <Text>{t('customers.duplicate.body', { count: duplicates.length })}</Text>
        {duplicates.map((found) => (
          <Paper key={found.id} withBorder p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{customerName(found)}</Text>
                <Text size="sm" c="dimmed">
                  {[
                    found.email,
                    found.company,
                    t('customers.duplicate.number', { number: found.customer_number }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Button
                variant="light"
                onClick={() => onOpenCustomer(found.id)}
                aria-label={t('customers.duplicate.openNamed', { name: customerName(found) })}
              >
                {t('customers.duplicate.open')}
              </Button>
            </Group>
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('customers.duplicate.keepAdding')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
