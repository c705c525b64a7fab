/** @jsxImportSource preact */
import { useId, useState } from 'preact/hooks';
import {
  type Accepts,
  type BankFields,
  type CardFields,
  EMPTY_BANK,
  EMPTY_CARD,
  firstMethod,
  methodsOf,
  type PaymentMethod,
  paymentBody,
} from '../../lib/payment-body';
import { payTexts } from '../lib/texts';
import { TextField } from './text-field';

// Ruling 4: the card or bank account the payer types, as the invoice page's (ui/payment-fields.tsx).
// Nothing here is stored: the server tokenises it (ruling 5).

/** The fields' state, and the body part the pay call takes (`method` with `card` or `bank_account`). */
export function usePaymentFields(accepts: Accepts) {
  const [method, setMethod] = useState<PaymentMethod>(firstMethod(accepts));
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [bank, setBank] = useState<BankFields>(EMPTY_BANK);
  const payment = () => paymentBody(method, card, bank);
  return { method, setMethod, card, setCard, bank, setBank, payment };
}
export type PaymentFieldsState = ReturnType<typeof usePaymentFields>;

/** The method switch (when both are taken) and the card's or bank account's fields, with their errors. */
export function PaymentFields({
  state,
  accepts,
  errors,
}: {
  state: PaymentFieldsState;
  accepts: Accepts;
  errors: Record<string, string>;
}) {
  const id = useId();
  const { method, card, setCard, bank, setBank } = state;
  const methods = methodsOf(accepts).map((value) => ({ value, label: payTexts[value] }));
  return (
    <>
      {methods.length > 1 && (
        <div class="segmented" role="radiogroup">
          {methods.map((option) => (
            <label key={option.value} class="segmented-option">
              <input
                type="radio"
                class="visually-hidden"
                name={`${id}-method`}
                value={option.value}
                checked={method === option.value}
                onChange={() => state.setMethod(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
      {method === 'card' ? (
        <>
          <TextField
            label={payTexts.cardNumber}
            autocomplete="cc-number"
            inputMode="numeric"
            value={card.card_number}
            error={errors['card.card_number']}
            onValue={(value) => setCard({ ...card, card_number: value })}
          />
          <div class="columns-3">
            <TextField
              label={payTexts.expiration}
              placeholder="MM/YY"
              autocomplete="cc-exp"
              value={card.expiration}
              error={errors['card.expiration']}
              onValue={(value) => setCard({ ...card, expiration: value })}
            />
            <TextField
              label={payTexts.cvv}
              autocomplete="cc-csc"
              inputMode="numeric"
              value={card.cvv}
              error={errors['card.cvv']}
              onValue={(value) => setCard({ ...card, cvv: value })}
            />
            <TextField
              label={payTexts.zip}
              autocomplete="postal-code"
              value={card.billing_zip_code}
              error={errors['card.billing_zip_code']}
              onValue={(value) => setCard({ ...card, billing_zip_code: value })}
            />
          </div>
        </>
      ) : (
        <>
          <TextField
            label={payTexts.routing}
            inputMode="numeric"
            value={bank.routing_number}
            error={errors['bank_account.routing_number']}
            onValue={(value) => setBank({ ...bank, routing_number: value })}
          />
          <TextField
            label={payTexts.account}
            inputMode="numeric"
            value={bank.account_number}
            error={errors['bank_account.account_number']}
            onValue={(value) => setBank({ ...bank, account_number: value })}
          />
          <div class="field">
            <label class="field-label" htmlFor={`${id}-account-type`}>
              {payTexts.accountType}
            </label>
            <select
              id={`${id}-account-type`}
              class="input select"
              value={bank.account_type}
              onChange={(event) =>
                setBank({ ...bank, account_type: event.currentTarget.value as BankFields['account_type'] })
              }
            >
              <option value="checking">{payTexts.checking}</option>
              <option value="savings">{payTexts.savings}</option>
            </select>
          </div>
        </>
      )}
    </>
  );
}
