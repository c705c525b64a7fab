import type { BankAccount, CardAccount, CustomerAccounts } from '@paybook/contracts';

// spec 2 §4 Account list: "Delete removes the account; update moves the account to the top; create
// appends it. If the account is not found the list is reloaded." Setting a default marks one account.

type Kind = 'card' | 'bank';
type Account = CardAccount | BankAccount;

const listKey = (kind: Kind) => (kind === 'card' ? 'credit_card_accounts' : 'ach_accounts');

function withList(accounts: CustomerAccounts, kind: Kind, change: (list: Account[]) => Account[]) {
  const key = listKey(kind);
  return { ...accounts, [key]: change(accounts[key]) } as CustomerAccounts;
}

/** A new account goes at the end of its list; a new default clears the others'. */
export function appendAccount(accounts: CustomerAccounts, kind: Kind, added: Account): CustomerAccounts {
  const cleared = added.is_default ? markDefault(accounts, null) : accounts;
  return withList(cleared, kind, (list) => [...list, added]);
}

/** An updated account moves to the top of its list. */
export function moveToTop(accounts: CustomerAccounts, kind: Kind, updated: Account): CustomerAccounts {
  return withList(accounts, kind, (list) => [
    updated,
    ...list.filter((account) => account.id !== updated.id),
  ]);
}

export function removeAccount(accounts: CustomerAccounts, kind: Kind, id: number): CustomerAccounts {
  return withList(accounts, kind, (list) => list.filter((account) => account.id !== id));
}

/** Marks one account (by id, in either list) as the default and every other one not; null clears all. */
export function markDefault(accounts: CustomerAccounts, id: number | null): CustomerAccounts {
  return {
    credit_card_accounts: accounts.credit_card_accounts.map((card) => ({
      ...card,
      is_default: card.id === id,
    })),
    ach_accounts: accounts.ach_accounts.map((bank) => ({ ...bank, is_default: bank.id === id })),
  };
}
