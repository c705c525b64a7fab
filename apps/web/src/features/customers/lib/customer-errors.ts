import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/notify';
import { isUnexplainedFailure, serverMessages } from '@/lib/server-messages';

/**
 * Which customer call failed: adding one (with a new card or bank account: `createWithPayment`), saving
 * an edit, saving the profile's custom fields, or deleting (spec 2 §8).
 */
export type CustomerErrorContext = 'create' | 'createWithPayment' | 'update' | 'customFields' | 'delete';

/**
 * spec 2 §8's words for a failed customer call:
 * - create: the server messages joined; with a new card or bank account, a failure that explains nothing
 *   (unauthorized, a server error, a timeout, no answer) is 'Unknown error occurred while processing
 *   payment.';
 * - update: the messages joined, else 'Error updating, please try again';
 * - custom fields: the server messages, else the generic unknown error;
 * - delete: the first message (a blocked delete's is the domain's deleteBlockedMessage).
 * Without a message of the server's own, the error's code's wording stands in (issue 24 point 1).
 */
export function customerErrorMessage(error: unknown, context: CustomerErrorContext, t: TFunction): string {
  const messages = serverMessages(error);
  switch (context) {
    case 'createWithPayment':
      if (isUnexplainedFailure(error)) return t('customers.form.paymentFailed');
      return messages.join(' ') || errorMessage(error);
    case 'update':
      return messages.join(' ') || t('customers.form.updateFailed');
    case 'delete':
      return messages[0] ?? errorMessage(error);
    case 'create':
    case 'customFields':
      return messages.join(' ') || errorMessage(error);
  }
}
