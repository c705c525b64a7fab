import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmitOnce } from '@/lib/submit-once';
import { FormError } from '@/ui/form-error';
import { SubmitButton } from '@/ui/submit-button';
import type { AccountKind } from '../lib/account-errors';
import { AccountOnFileModal } from './account-on-file-modal';
import type { AccountSaveOutcome } from './use-account-save-outcome';

interface AccountFormFrameProps {
  kind: AccountKind;
  opened: boolean;
  title: string;
  /** Adding with other accounts on file: the form offers to make the new one the default. */
  offersDefault: boolean;
  outcome: AccountSaveOutcome;
  submit: SubmitOnce;
  /** The submit button's words; null hides Cancel and submit (the bank form while its warning asks). */
  submitLabel: string | null;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** "Add it anyway" in the card-account-dedupe modal: the add again, with allow_duplicate. */
  onAddAnyway: () => void;
  /** The account's summary, its fields and anything the form asks between them and the buttons. */
  children: ReactNode;
}

/**
 * spec 2 §2.1 the add or edit card and bank account modals' frame: the form, its make-default choice, its
 * failure (spec 2 §8) and buttons, and the card-account-dedupe modal over it in one Modal.Stack (spec 3
 * §2.5), whose "Use the card on file" keeps the one on file and closes the form.
 */
export function AccountFormFrame(props: AccountFormFrameProps) {
  const { t } = useTranslation();
  const { kind, outcome, submit } = props;
  return (
    <Modal.Stack>
      <Modal
        stackId={`${kind}-form`}
        opened={props.opened}
        onClose={props.onClose}
        title={props.title}
        closeButtonProps={{ 'aria-label': t('paymentAccounts.close') }}
      >
        <form onSubmit={props.onSubmit} noValidate>
          <Stack gap="md">
            {props.children}
            {props.offersDefault && (
              <Checkbox
                label={t('paymentAccounts.makeDefaultOnAdd')}
                checked={outcome.makesDefault}
                onChange={(event) => outcome.setMakesDefault(event.currentTarget.checked)}
              />
            )}
            {props.submitLabel !== null && (
              <>
                <FormError message={outcome.formError} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={props.onClose} disabled={submit.isSaving}>
                    {t('common.cancel')}
                  </Button>
                  <SubmitButton submit={submit}>{props.submitLabel}</SubmitButton>
                </Group>
              </>
            )}
          </Stack>
        </form>
      </Modal>
      <AccountOnFileModal
        kind={kind}
        stackId={`${kind}-on-file`}
        description={outcome.onFile?.description ?? null}
        makesDefault={outcome.makesDefault}
        isSaving={submit.isSaving}
        onUseOnFile={() => {
          outcome.keepOnFile();
          props.onClose();
        }}
        onAddAnyway={props.onAddAnyway}
        onCancel={outcome.closeOnFile}
      />
    </Modal.Stack>
  );
}
