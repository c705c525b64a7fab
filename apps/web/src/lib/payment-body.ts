// Ruling 4: what a public page's payer types, as the pay calls take it (the invoice page in React, a
// store's page in Preact: each draws the fields its own way; the shapes and the body are these).

export type PaymentMethod = 'card' | 'bank';
export type CardFields = { card_number: string; expiration: string; cvv: string; billing_zip_code: string };
export type BankFields = {
  routing_number: string;
  account_number: string;
  account_type: 'checking' | 'savings';
};

/** What the page takes. */
export interface Accepts {
  card: boolean;
  bank: boolean;
}

export const EMPTY_CARD: CardFields = { card_number: '', expiration: '', cvv: '', billing_zip_code: '' };
export const EMPTY_BANK: BankFields = { routing_number: '', account_number: '', account_type: 'checking' };

/** The method offered first: the card when the page takes cards. */
export const firstMethod = (accepts: Accepts): PaymentMethod => (accepts.card ? 'card' : 'bank');

/** The methods the page offers, in order, for its switch (shown when there are two). */
export const methodsOf = (accepts: Accepts): PaymentMethod[] => [
  ...(accepts.card ? (['card'] as const) : []),
  ...(accepts.bank ? (['bank'] as const) : []),
];

/** The body's payment part: `method` with its `card` or `bank_account`. */
export function paymentBody(method: PaymentMethod, card: CardFields, bank: BankFields) {
  return method === 'card'
    ? { method: 'card' as const, card }
    : { method: 'bank' as const, bank_account: bank };
}
