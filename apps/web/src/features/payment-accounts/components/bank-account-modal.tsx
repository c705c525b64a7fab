import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Text } from '@mantine/core';
import { ACH_AUTHORIZATION_REQUIRED, type BankAccount } from '@paybook/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { attachServerErrors } from '@/lib/form-server-errors';
import { notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { SubmitButton } from '@/ui/submit-button';
import { useAddBankAccount, useUpdateBankAccount } from '../api/account-mutations';
import { useBankAccount } from '../api/get-customer-accounts';
import {
  type BankFormValues,
  bankFormSchema,
  bankFormValues,
  emptyBankForm,
  toAddBankBody,
  toUpdateBankBody,
} from '../lib/bank-form';
import { AccountFormFrame } from './account-form-frame';
import { BankFields } from './bank-fields';
import { useAccountSaveOutcome } from './use-account-save-outcome';

interface BankAccountModalProps {
  customerId: number;
  /** null adds a bank account. */
  account: BankAccount | null;
  opened: boolean;
  /** Adding: the form offers to make the new bank account the default (the customer has other accounts). */
  canMakeDefault: boolean;
  onClose: () => void;
}

const FIELDS = [
  'routing_number',
  'account_number',
  'account_type',
  'bank_name',
  'customer_company_name',
] as const;

/**
 * spec 2 §2.1 add or edit bank account modal. A change between personal and business answers the ACH
 * authorisation warning; 'Continue' retries with validation ignored (spec 2 §8). A bank account already on
 * file opens the card-account-dedupe modal over it (spec 3 §2.5).
 */
export function BankAccountModal({
  customerId,
  account: listed,
  opened,
  canMakeDefault,
  onClose,
}: BankAccountModalProps) {
  const account = useBankAccount(opened ? listed : null).data ?? listed;
  const { t } = useTranslation();
  const isEdit = account !== null;
  const schema = useMemo(() => bankFormSchema(isEdit), [isEdit]);
  const form = useForm<BankFormValues>({
    resolver: zodResolver(schema),
    values: account ? bankFormValues(account) : emptyBankForm,
  });
  const add = useAddBankAccount(customerId);
  const update = useUpdateBankAccount(customerId);
  const outcome = useAccountSaveOutcome(customerId, 'bank', !isEdit);
  const [warning, setWarning] = useState<string | null>(null);
  // Issue 13 point 15: one save per click, none after it succeeded (until the modal opens again).
  const gate = useSubmitOnce(opened);
  const close = () => {
    if (gate.isSaving) return;
    form.reset();
    add.reset();
    update.reset();
    outcome.reset();
    setWarning(null);
    onClose();
  };
  const done = () => {
    gate.succeeded();
    notifySuccess(t(isEdit ? 'paymentAccounts.bank.updated' : 'paymentAccounts.bank.added'));
    close();
  };
  const onError = (error: unknown) => {
    gate.failed();
    if (isApiError(error) && error.code === ACH_AUTHORIZATION_REQUIRED) {
      setWarning(error.serverMessage || t('paymentAccounts.bank.authorization'));
      return;
    }
    outcome.showFailure(error, (failure) => attachServerErrors(failure, form.setError, FIELDS));
  };
  /**
   * `confirmed` retries an edit past the ACH authorisation warning; adding, it is "Add it anyway" after
   * the dedupe named the bank account on file.
   */
  const submit = (values: BankFormValues, confirmed: boolean) => {
    if (!gate.begin()) return;
    outcome.clearFormError();
    if (account) {
      update.mutate(
        { id: account.id, body: toUpdateBankBody(values), confirmed },
        { onSuccess: done, onError },
      );
      return;
    }
    add.mutate(
      { ...toAddBankBody(customerId, values), allow_duplicate: confirmed },
      {
        onSuccess: (added) => {
          outcome.closeOnFile();
          outcome.added(added);
          done();
        },
        onError,
      },
    );
  };
  return (
    <AccountFormFrame
      kind="bank"
      opened={opened}
      title={t(isEdit ? 'paymentAccounts.bank.editTitle' : 'paymentAccounts.bank.addTitle')}
      offersDefault={!isEdit && canMakeDefault}
      outcome={outcome}
      submit={gate}
      submitLabel={warning ? null : t(isEdit ? 'paymentAccounts.save' : 'paymentAccounts.bank.add')}
      onClose={close}
      onSubmit={form.handleSubmit((values) => submit(values, false))}
      onAddAnyway={() => void form.handleSubmit((values) => submit(values, true))()}
    >
      {account && (
        <Text size="sm">
          {t('paymentAccounts.bank.summary', {
            number: account.account_number,
            routing: account.routing_number,
          })}
        </Text>
      )}
      <BankFields form={form} isEdit={isEdit} autoFocus />
      {warning && (
        <Alert color="yellow" title={t('paymentAccounts.bank.authorizationTitle')} role="alert">
          <Text size="sm" mb="sm">
            {warning}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWarning(null)}>
              {t('common.cancel')}
            </Button>
            <SubmitButton
              submit={gate}
              onClick={() => void form.handleSubmit((values) => submit(values, true))()}
            >
              {t('paymentAccounts.bank.continue')}
            </SubmitButton>
          </Group>
        </Alert>
      )}
    </AccountFormFrame>
  );
}
