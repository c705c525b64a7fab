import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useSetDefaultAccount } from '../api/account-mutations';
import { type AccountKind, accountOnFileOf, accountSaveErrorMessage } from '../lib/account-errors';

/**
 * What the card and bank account forms do with a save's outcome: a refused add of an account on file opens
 * the card-account-dedupe modal (spec 3 §2.5); any other failure shows spec 2 §8's message; an add the
 * form asked to make the default becomes it, as does the account on file chosen instead
 * (PUT customer/update_default_account).
 */
export function useAccountSaveOutcome(customerId: number, kind: AccountKind, isAdding: boolean) {
  const { t } = useTranslation();
  const setDefault = useSetDefaultAccount(customerId);
  const [formError, setFormError] = useState<string | null>(null);
  const [onFile, setOnFile] = useState<{ id: number; description: string; isDefault: boolean } | null>(null);
  const [makesDefault, setMakesDefault] = useState(false);

  /** `attachToFields` puts the answer's field messages beside their fields, answering whether any did. */
  const showFailure = (error: unknown, attachToFields: (error: unknown) => boolean) => {
    const found = accountOnFileOf(error);
    if (found) {
      setOnFile(found);
      return;
    }
    const isShownBesideField = attachToFields(error);
    setFormError(accountSaveErrorMessage(error, { kind, isAdding, isShownBesideField }, t));
  };

  const makeDefault = (id: number) =>
    setDefault.mutate(
      { id, kind },
      {
        onSuccess: () =>
          notifySuccess(
            t(kind === 'card' ? 'paymentAccounts.defaultCardSet' : 'paymentAccounts.defaultBankSet'),
          ),
        onError: (error) => notifyFailure(errorMessage(error), t('paymentAccounts.errorTitle')),
      },
    );

  /** After an add: the new account becomes the default when the form asked and it is not already. */
  const added = (account: { id: number; is_default: boolean }) => {
    if (makesDefault && !account.is_default) makeDefault(account.id);
  };

  /**
   * "Use the card on file": nothing is added; the one on file becomes the default when the form asked and
   * it is not already (no second timeline line for a default that did not change).
   */
  const keepOnFile = () => {
    if (onFile && makesDefault && !onFile.isDefault) makeDefault(onFile.id);
    setOnFile(null);
  };

  const reset = () => {
    setFormError(null);
    setOnFile(null);
    setMakesDefault(false);
  };

  return {
    formError,
    clearFormError: () => setFormError(null),
    onFile,
    closeOnFile: () => setOnFile(null),
    makesDefault,
    setMakesDefault,
    showFailure,
    added,
    keepOnFile,
    reset,
  };
}

export type AccountSaveOutcome = ReturnType<typeof useAccountSaveOutcome>;
