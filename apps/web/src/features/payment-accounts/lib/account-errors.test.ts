import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { i18n, loadNamespaces } from '@/lib/i18n';
import {
  AccountNotSaved,
  type AccountSaveContext,
  accountOnFileOf,
  accountSaveErrorMessage,
  savedAccount,
} from './account-errors';

beforeAll(() => loadNamespaces(['payment-accounts']));

const answer = (status: number, message: string, details?: { property: string; message: string }[]) =>
  new ApiError(status, { error: { code: 'SOME_CODE', message, ...(details ? { details } : {}) } });
const oneField = answer(400, 'Enter the card number.', [
  { property: 'card_number', message: 'Enter the card number.' },
]);
const twoFields = answer(400, 'Enter the card number.', [
  { property: 'card_number', message: 'Enter the card number.' },
  { property: 'cvv', message: 'Enter the security code.' },
]);
const notAccepted = answer(403, 'This business does not accept bank (ACH) payments.');

const addCard: AccountSaveContext = { kind: 'card', isAdding: true, isShownBesideField: false };
const addBank: AccountSaveContext = { kind: 'bank', isAdding: true, isShownBesideField: false };
const editCard: AccountSaveContext = { kind: 'card', isAdding: false, isShownBesideField: false };
const beside = (context: AccountSaveContext) => ({ ...context, isShownBesideField: true });

describe('accountSaveErrorMessage (spec 2 §8 card or bank save failure, add-account form)', () => {
  it.each<[string, unknown, AccountSaveContext, string | null]>([
    [
      'adding, unauthorized',
      answer(401, 'Please sign in to continue.'),
      addCard,
      'Unknown error occurred while adding account.',
    ],
    [
      'adding, a server error',
      answer(500, 'An unknown error occurred.'),
      addBank,
      'Unknown error occurred while adding account.',
    ],
    [
      'adding, a timeout',
      answer(408, 'This took too long to arrive.'),
      addCard,
      'Unknown error occurred while adding account.',
    ],
    [
      'adding, no answer',
      new TypeError('Failed to fetch'),
      addCard,
      'Unknown error occurred while adding account.',
    ],
    ['adding, bad input with one error', oneField, addCard, 'Enter the card number.'],
    ['adding, bad input with one error shown beside its field', oneField, beside(addCard), null],
    [
      'adding, bad input with several errors',
      twoFields,
      beside(addCard),
      'Saving the credit card failed. Please try again.',
    ],
    [
      'adding a bank account, bad input with several errors',
      twoFields,
      beside(addBank),
      'Saving the bank account failed. Please try again.',
    ],
    [
      'adding, a refusal with its own words',
      notAccepted,
      addBank,
      'This business does not accept bank (ACH) payments.',
    ],
    [
      'adding, a refusal without words',
      new ApiError(404, ''),
      addCard,
      'Saving the credit card failed. Please try again.',
    ],
    [
      'editing, a server error: its first message',
      answer(500, 'An unknown error occurred.'),
      editCard,
      'An unknown error occurred.',
    ],
    ['editing, several errors: the first', twoFields, editCard, 'Enter the card number.'],
    [
      'editing, no answer',
      new TypeError('Failed to fetch'),
      editCard,
      'Saving the credit card failed. Please try again.',
    ],
    [
      'a save answered without an id',
      new AccountNotSaved(),
      addCard,
      'Saving the credit card failed. Please try again.',
    ],
  ])('%s', (_, error, context, message) => {
    expect(accountSaveErrorMessage(error, context, i18n.t)).toBe(message);
  });
});

describe('savedAccount (spec 2 §8 "A save that returns no id shows the save-failed message")', () => {
  it('passes an answer with its id, and refuses one without', () => {
    expect(savedAccount({ id: 7, issuer: 'Visa' })).toEqual({ id: 7, issuer: 'Visa' });
    expect(() => savedAccount({ issuer: 'Visa' })).toThrow(AccountNotSaved);
    expect(() => savedAccount(undefined)).toThrow(AccountNotSaved);
  });
});

describe('accountOnFileOf (spec 3 §2.5 card-account-dedupe)', () => {
  it('reads the account on file from a 409 ACCOUNT_ON_FILE, and nothing from another error', () => {
    const refused = new ApiError(409, {
      error: {
        code: 'ACCOUNT_ON_FILE',
        message: 'This card is already on file: Visa ending 4242, expires 12/28.',
      },
      existing_account_id: 12,
      existing_account_description: 'Visa ending 4242, expires 12/28',
      existing_account_is_default: false,
    });
    expect(accountOnFileOf(refused)).toEqual({
      id: 12,
      description: 'Visa ending 4242, expires 12/28',
      isDefault: false,
    });
    expect(accountOnFileOf(notAccepted)).toBeNull();
    expect(
      accountOnFileOf(new ApiError(409, { error: { code: 'ACCOUNT_ON_FILE', message: 'On file.' } })),
    ).toBeNull();
  });
});
