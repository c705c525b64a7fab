import { parseCardSwipe } from '../payments/card-swipe.ts';

// spec 3 §3.4 retry_token, §4.8 Outcome; issue 15 point 3: a checkout is sent with its retry token (the
// Idempotency-Key), and the same key with another body is refused (422). What tells one attempt from
// another is the body with its secrets (card number, CVV, track data, bank account number) reduced to the
// last four digits, so no secret is kept: the server hashes it onto the intent, and the point of sale
// keeps a token per attempt in session storage by it.

/** The last four digits of a typed number, whatever else was typed between them. */
const lastFour = (text: string) => text.replace(/\D/g, '').slice(-4);

/** The parts of a checkout body that hold secrets, as the contracts' body (sent or parsed) has them. */
export type CheckoutAttemptBody =
  | {
      readonly payment_mode: 'ccKeyEnter';
      readonly card: { card_number: string; expiration: string; billing_zip_code?: string };
    }
  | { readonly payment_mode: 'ccSwipe'; readonly track_data?: string }
  | { readonly payment_mode: 'ach'; readonly bank_account: { account_number: string } }
  | { readonly payment_mode: 'cash' | 'check' | 'stored' | 'none' };

/** The body as an attempt's identity: every field, the secrets reduced to their last four digits. */
export function checkoutAttempt(body: CheckoutAttemptBody): Record<string, unknown> {
  switch (body.payment_mode) {
    case 'ccKeyEnter': {
      const { card } = body;
      return {
        ...body,
        card: {
          last_four: lastFour(card.card_number),
          expiration: card.expiration,
          billing_zip_code: card.billing_zip_code ?? '',
        },
      };
    }
    case 'ccSwipe': {
      const number = parseCardSwipe(body.track_data ?? '')?.number ?? '';
      return { ...body, track_data: `swipe:${number.slice(-4)}` };
    }
    case 'ach':
      return {
        ...body,
        bank_account: { ...body.bank_account, account_number: lastFour(body.bank_account.account_number) },
      };
    default:
      return { ...body };
  }
}
