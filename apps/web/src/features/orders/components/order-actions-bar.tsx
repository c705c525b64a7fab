import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import type { Transaction } from '@paybook/contracts';
import type { AccessSubject, TransactionAction } from '@paybook/domain';
import { IconArrowBackUp, IconChevronDown, IconLock, IconReceiptRefund, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionRefusal,
  type ActionTarget,
  orderActions,
  permissionName,
  refusedGroup,
} from '../lib/order-actions';
import { accountText, money } from '../lib/order-format';

interface OrderActionsBarProps {
  transactions: readonly Transaction[];
  subject: AccessSubject;
  now: Date;
  onAction: (target: ActionTarget) => void;
  /** The receipt's buttons, after the money actions. */
  children: ReactNode;
}

const ICONS: Record<TransactionAction, ReactNode> = {
  refund: <IconReceiptRefund size={16} aria-hidden />,
  void: <IconX size={16} aria-hidden />,
  void_refund: <IconArrowBackUp size={16} aria-hidden />,
};
const LABELS: Record<TransactionAction, string> = {
  refund: 'orders.payments.refund',
  void: 'orders.payments.void',
  void_refund: 'orders.payments.voidRefund',
};

/**
 * Issue 24 point 2: the order's money actions at the top of its page, as at Square: Refund, Void and Void
 * refund, each on the one transaction that allows it or, when several do, chosen from a menu; then the
 * receipt. An action the order allows that this user may not take says why.
 */
export function OrderActionsBar({ transactions, subject, now, onAction, children }: OrderActionsBarProps) {
  const { t } = useTranslation();
  const { targets, refusals } = orderActions(transactions, now, subject);
  const why = (reason: ActionRefusal, actions: TransactionAction[]) => {
    const group = refusedGroup(actions);
    if (reason.kind === 'right')
      return t(`orders.actions.needsRight.${group}`, { permission: permissionName(reason.right) });
    if (reason.kind === 'refunds_off') return t('orders.actions.refundsOff');
    return t(`orders.actions.notAllowed.${group}`);
  };
  const actionButton = (action: TransactionAction) => {
    const [first, ...others] = targets[action];
    if (!first) return null;
    const color = action === 'refund' ? 'blue' : 'red';
    if (others.length === 0) {
      return (
        <Button
          key={action}
          variant="light"
          color={color}
          leftSection={ICONS[action]}
          onClick={() => onAction(first)}
        >
          {t(LABELS[action])}
        </Button>
      );
    }
    return (
      <Menu key={action} position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            color={color}
            leftSection={ICONS[action]}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {t(LABELS[action])}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {targets[action].map((target) => (
            <Menu.Item key={target.transaction.id} onClick={() => onAction(target)}>
              {t('orders.actions.which', {
                account: accountText(target.transaction.is_refund ? target.payment : target.transaction),
                amount: money(target.transaction.amount),
              })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  };

  return (
    <Stack gap={6} align="flex-end">
      <Group gap="xs" justify="flex-end">
        {actionButton('refund')}
        {actionButton('void')}
        {actionButton('void_refund')}
        {children}
      </Group>
      {refusals.map(({ reason, actions }) => (
        <Group key={JSON.stringify(reason)} gap={6} wrap="nowrap" data-testid="order-action-refused">
          <IconLock size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {why(reason, actions)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
