import { Anchor, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import type { PosCustomer } from '@paybook/contracts';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CustomerStats } from './customer-stats';
import classes from './pos.module.css';

interface CartCustomerProps {
  customer: PosCustomer | null;
  /** A recurring item is in the cart: it is billed to a customer. */
  isCustomerNeeded: boolean;
  /** Whether the user may correct the customer here (the domain's canEditCustomerAtPos). */
  canEdit: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** spec 3 §2.6: the cart's customer with their stats, or the button that selects one. */
export function CartCustomer({
  customer,
  isCustomerNeeded,
  canEdit,
  onSelect,
  onEdit,
  onRemove,
}: CartCustomerProps) {
  const { t } = useTranslation();
  if (!customer) {
    return (
      <Stack gap={4}>
        <Button variant="light" leftSection={<IconUser size={16} aria-hidden />} onClick={onSelect}>
          {t('pointOfSale.cart.selectCustomer')}
        </Button>
        {isCustomerNeeded && (
          <Text size="xs" c="orange.9" data-testid="pos-customer-needed">
            {t('pointOfSale.cart.customerNeeded')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-testid="pos-customer">
      <Group gap={6} wrap="nowrap" align="flex-start" miw={0}>
        <IconUser size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} className={classes.wrap}>
            {customer.first_name} {customer.last_name}
          </Text>
          {(customer.email || customer.phone) && (
            <Text size="xs" c="dimmed" className={classes.wrap}>
              {customer.email || customer.phone}
            </Text>
          )}
          <CustomerStats customer={customer} />
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {canEdit && (
          <Anchor component="button" type="button" size="sm" onClick={onEdit}>
            {t('pointOfSale.cart.editCustomer')}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" onClick={onSelect}>
          {t('pointOfSale.cart.changeCustomer')}
        </Anchor>
        <CloseButton aria-label={t('pointOfSale.cart.removeCustomer')} onClick={onRemove} />
      </Group>
    </Group>
  );
}
