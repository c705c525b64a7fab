import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AccountRowProps {
  kind: 'card' | 'bank';
  title: string;
  details: ReactNode;
  isDefault: boolean;
  isExpired?: boolean;
  /** spec 2 §6: a stored bank account of a merchant that no longer accepts ACH. */
  isUnusable?: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canSetDefault: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** One card or bank account with its actions (spec 2 §4 account list). */
export function AccountRow(props: AccountRowProps) {
  const { t } = useTranslation();
  const Icon = props.kind === 'card' ? IconCreditCard : IconBuildingBank;
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Icon size={24} aria-hidden />
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{props.title}</Text>
              {props.isDefault && <Badge color="teal.9">{t('paymentAccounts.default')}</Badge>}
              {props.isExpired && <Badge color="red.9">{t('paymentAccounts.card.expired')}</Badge>}
              {props.isUnusable && <Badge color="gray.8">{t('paymentAccounts.bank.notUsable')}</Badge>}
            </Group>
            <Text size="sm" c="dimmed">
              {props.details}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          {!props.isDefault && props.canSetDefault && (
            <Button
              size="xs"
              variant="subtle"
              onClick={props.onSetDefault}
              aria-label={t('paymentAccounts.makeDefaultOf', { name: props.title })}
            >
              {t('paymentAccounts.makeDefault')}
            </Button>
          )}
          {props.canEdit && (
            <Button
              size="xs"
              variant="default"
              onClick={props.onEdit}
              aria-label={t('paymentAccounts.editOf', { name: props.title })}
            >
              {t('paymentAccounts.edit')}
            </Button>
          )}
          {props.canDelete && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={props.onDelete}
              aria-label={t('paymentAccounts.deleteOf', { name: props.title })}
            >
              {t('paymentAccounts.delete')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
