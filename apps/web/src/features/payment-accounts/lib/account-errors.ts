import { accountOnFileBody, errorCodes } from '@paybook/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { isUnexplainedFailure, serverMessages } from '@/lib/server-messages';

export type AccountKind = 'card' | 'bank';

/** spec 2 §8 "A save that returns no id shows the save-failed message". */
export class AccountNotSaved extends Error {
  constructor() {
    super('The saved account came back without its id');
    this.name = 'AccountNotSaved';
  }
}

/** The saved account, or AccountNotSaved when the answer carries no id. */
export function savedAccount<T>(answer: T): T {
  const id = typeof answer === 'object' && answer !== null && 'id' in answer ? answer.id : undefined;
  if (typeof id !== 'number') throw new AccountNotSaved();
  return answer;
}

export interface AccountSaveContext {
  kind: AccountKind;
  /** The add-account form (spec 2 §8 "Add-account form"); false edits a stored account. */
  isAdding: boolean;
  /** Whether the one field message the answer carried already shows beside its field. */
  isShownBesideField: boolean;
}

/**
 * spec 2 §8 card or bank save failure and the add-account form: what the form's alert says, or null when
 * the field beside which the answer's one message shows says it all.
 * - Adding, a failure that explains nothing (unauthorized, a server error, a timeout, no answer): 'Unknown
 *   error occurred while adding account.'
 * - Adding, bad input with one error: that message; with several: the generic save-failed message (each
 *   also shows beside its field).
 * - Otherwise the first server message, else the generic one; a save answered without an id: the generic.
 */
export function accountSaveErrorMessage(
  error: unknown,
  { kind, isAdding, isShownBesideField }: AccountSaveContext,
  t: TFunction,
): string | null {
  const saveFailed = t(
    kind === 'card' ? 'paymentAccounts.errors.cardSaveFailed' : 'paymentAccounts.errors.bankSaveFailed',
  );
  if (error instanceof AccountNotSaved) return saveFailed;
  if (isAdding && isUnexplainedFailure(error)) return t('paymentAccounts.errors.unknownAdding');
  const messages = serverMessages(error);
  const isOneFieldError = isApiError(error) && error.status === 400 && error.details.length === 1;
  if (isOneFieldError && isShownBesideField) return null;
  if (isAdding && isApiError(error) && error.status === 400 && !isOneFieldError) return saveFailed;
  return messages[0] ?? saveFailed;
}

/** The account on file a refused add names (spec 3 §2.5 card-account-dedupe), or null for another error. */
export function accountOnFileOf(
  error: unknown,
): { id: number; description: string; isDefault: boolean } | null {
  if (!isApiError(error) || error.code !== errorCodes.accountOnFile) return null;
  const parsed = accountOnFileBody.safeParse(error.body);
  return parsed.success
    ? {
        id: parsed.data.existing_account_id,
        description: parsed.data.existing_account_description,
        isDefault: parsed.data.existing_account_is_default,
      }
    : null;
}
