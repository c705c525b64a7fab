/** @jsxImportSource preact */
import type { PublicStore, PublicStorePayAnswer } from '@paybook/contracts';
import { useEffect, useRef } from 'preact/hooks';
import { formatMoneyText } from '../lib/money';
import { fill, storeTexts } from '../lib/texts';
import { IconCircleCheck } from './icons';

/** After the payment: the order number, the amount and where the receipt went, and the way back. */
export function StoreConfirmation({
  store,
  answer,
  onAgain,
}: {
  store: PublicStore;
  answer: PublicStorePayAnswer;
  onAgain: () => void;
}) {
  const pending = answer.payment_status === 'pending';
  const values = {
    number: answer.order_number ?? '',
    amount: formatMoneyText(answer.amount_paid),
    email: answer.receipt_email,
  };
  // The Pay button that had the focus is gone: a keyboard or screen reader user goes on from here.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div
      class={pending ? 'alert alert-violet' : 'alert alert-teal'}
      role="status"
      data-testid="public-store-paid"
    >
      <IconCircleCheck />
      <div class="alert-body">
        <h2 class="alert-title" tabIndex={-1} ref={title}>
          {pending ? storeTexts.pendingTitle : storeTexts.paidTitle}
        </h2>
        <p>{fill(pending ? storeTexts.pendingBody : storeTexts.paidBody, values)}</p>
        <div class="actions">
          {store.return_button.show && (
            <a class="button button-filled" href={store.return_button.url}>
              {store.return_button.text}
            </a>
          )}
          <button type="button" class="button" onClick={onAgain}>
            {storeTexts.buyAgain}
          </button>
        </div>
      </div>
    </div>
  );
}
