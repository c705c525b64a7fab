import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountKind } from '../lib/account-errors';

interface AccountOnFileModalProps {
  kind: AccountKind;
  /** Its place in the Modal.Stack it shares with the add form (the form hides while it shows). */
  stackId: string;
  /** The account on file as the server names it ('Visa ending 4242, expires 12/28'); null: closed. */
  description: string | null;
  /** The add form asked to make the account the default, so the one on file becomes it. */
  makesDefault: boolean;
  isSaving: boolean;
  onUseOnFile: () => void;
  onAddAnyway: () => void;
  onCancel: () => void;
}

/**
 * spec 3 §2.5 card-account-dedupe: the card or bank account being added is already on file for the
 * customer (409 ACCOUNT_ON_FILE). It opens over the add form, in one Modal.Stack, so Escape and the close
 * button cancel back to the form and the form's own handlers stay quiet. Keeping the one on file has the
 * focus.
 */
export function AccountOnFileModal(props: AccountOnFileModalProps) {
  const { t } = useTranslation();
  const isCard = props.kind === 'card';
  return (
    <Modal
      stackId={props.stackId}
      opened={props.description !== null}
      onClose={props.onCancel}
      title={t(isCard ? 'paymentAccounts.onFile.cardTitle' : 'paymentAccounts.onFile.bankTitle')}
      closeButtonProps={{ 'aria-label': t('paymentAccounts.close') }}
      closeOnClickOutside={!props.isSaving}
      data-testid="account-on-file"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm">
            {t(isCard ? 'paymentAccounts.onFile.cardBody' : 'paymentAccounts.onFile.bankBody')}
          </Text>
          <Text fw={600} data-testid="account-on-file-name">
            {props.description}
          </Text>
        </Stack>
        <Text size="sm">{t('paymentAccounts.onFile.choice')}</Text>
        {props.makesDefault && <Text size="sm">{t('paymentAccounts.onFile.becomesDefault')}</Text>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel} disabled={props.isSaving}>
            {t('common.cancel')}
          </Button>
          <Button variant="default" onClick={props.onAddAnyway} loading={props.isSaving}>
            {t('paymentAccounts.onFile.addAnyway')}
          </Button>
          <Button onClick={props.onUseOnFile} disabled={props.isSaving} data-autofocus>
            {t(isCard ? 'paymentAccounts.onFile.useCard' : 'paymentAccounts.onFile.useBank')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
