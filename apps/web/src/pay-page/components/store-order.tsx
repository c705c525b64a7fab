/** @jsxImportSource preact */
import type { PublicStore, PublicStorePayAnswer, PublicStorePayBody } from '@paybook/contracts';
import { legibleForeground } from '@paybook/domain/stores/store-design';
import { useMemo, useState } from 'preact/hooks';
import { ApiFailure, type PageParams, payPublicStore } from '../api/public-store';
import { formatMoneyText } from '../lib/money';
import { type Answers, cartOf, EMPTY_ADDRESS, initialQuantities, neededAddress } from '../lib/store-cart';
import { commonTexts, fill, payTexts, storeTexts } from '../lib/texts';
import { BuyerFields, EMPTY_BUYER } from './buyer-fields';
import { IconLock } from './icons';
import { PaymentFields, usePaymentFields } from './payment-fields';
import { StoreConfirmation } from './store-confirmation';
import { StoreContact } from './store-contact';
import { StoreItems } from './store-items';
import { StoreSummary } from './store-summary';
import { TextField } from './text-field';
import { useStoreQuote } from './use-store-quote';

/** The order form: items, the server's prices, the buyer, the payment; then the confirmation. */
export function StoreOrder({ store, params }: { store: PublicStore; params: PageParams }) {
  const [quantities, setQuantities] = useState(() => initialQuantities(store));
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [answers, setAnswers] = useState<Answers>({});
  const [code, setCode] = useState('');
  const [appliedCode, setAppliedCode] = useState('');
  const [buyer, setBuyer] = useState(EMPTY_BUYER);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const accepts = { card: store.accepts_card, bank: store.accepts_ach };
  const fields = usePaymentFields(accepts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<PublicStorePayAnswer | null>(null);
  const [paying, setPaying] = useState(false);
  // One key per attempt: a double click or a retry of the same attempt never charges twice.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const cart = useMemo(
    () => cartOf(store, quantities, prices, appliedCode, address, answers),
    [store, quantities, prices, appliedCode, address, answers],
  );
  // The address and the answers are the pay call's alone: typing them does not ask for new prices.
  const quote = useStoreQuote(params, {
    ...cart,
    address: null,
    lines: cart.lines.map(({ custom_fields, ...line }) => line),
  });
  const shown = { ...quote.errors, ...errors };
  const addressNeeded = neededAddress(store, quantities);

  if (answer) {
    const again = () => {
      setAnswer(null);
      setQuantities(initialQuantities(store));
      setAnswers({});
      setKey(crypto.randomUUID());
    };
    return <StoreConfirmation store={store} answer={answer} onAgain={again} />;
  }

  const submit = async () => {
    if (paying) return;
    setErrors({});
    setFailure(null);
    if (cart.lines.length === 0) {
      setFailure(storeTexts.noItems);
      return;
    }
    const body = { ...cart, customer: buyer, ...fields.payment() } as PublicStorePayBody;
    setPaying(true);
    try {
      const result = await payPublicStore(params, body, key);
      if (result.payment_status === 'failed') {
        setFailure(result.failure_reason ?? storeTexts.declined);
        setKey(crypto.randomUUID());
      } else setAnswer(result);
    } catch (error) {
      const details = error instanceof ApiFailure ? error.fields : {};
      if (Object.keys(details).length > 0) {
        setErrors(details);
        setFailure(details.method ?? storeTexts.fixFields);
      } else setFailure((error instanceof Error && error.message) || commonTexts.unknownError);
      setKey(crypto.randomUUID());
    } finally {
      setPaying(false);
    }
  };

  const amount = cart.lines.length > 0 ? quote.data?.amount_due_now : undefined;
  return (
    <div class="order">
      <div class="stack stack-lg">
        <StoreItems
          store={store}
          quantities={quantities}
          prices={prices}
          errors={shown}
          onQuantity={(id, quantity) => setQuantities({ ...quantities, [id]: quantity })}
          onPrice={(id, price) => setPrices({ ...prices, [id]: price })}
          answers={answers}
          onAnswer={(id, name, value) => setAnswers({ ...answers, [id]: { ...answers[id], [name]: value } })}
        />
        {store.special_instructions && (
          <div class="card">
            <p class="small strong">{storeTexts.instructions}</p>
            <p class="small pre-line">{store.special_instructions}</p>
          </div>
        )}
        <BuyerFields
          buyer={buyer}
          onBuyer={setBuyer}
          address={address}
          onAddress={setAddress}
          addressNeeded={addressNeeded}
          errors={shown}
        />
      </div>
      <div class="stack stack-lg">
        <TextField
          label={storeTexts.discountCode}
          value={code}
          error={shown.discount_code}
          onValue={setCode}
          action={
            <button type="button" class="button" onClick={() => setAppliedCode(code)}>
              {storeTexts.apply}
            </button>
          }
        />
        <StoreSummary quote={cart.lines.length > 0 ? quote.data : undefined} loading={quote.loading} />
        <section class="card stack stack-sm" aria-label={storeTexts.payment}>
          <h2 class="section-title">{storeTexts.payment}</h2>
          <PaymentFields state={fields} accepts={accepts} errors={shown} />
          {failure && (
            <div class="alert alert-red" role="alert">
              <p>{failure}</p>
            </div>
          )}
          <button
            type="button"
            class="button button-pay"
            aria-busy={paying}
            aria-disabled={paying}
            onClick={submit}
            style={{
              background: store.background_color,
              color: legibleForeground(store.foreground_color, store.background_color),
            }}
          >
            {paying ? <span class="loader loader-xs" aria-hidden="true" /> : <IconLock />}
            {fill(storeTexts.pay, {
              button: store.button_text,
              amount: amount ? formatMoneyText(amount) : '',
            }).trim()}
          </button>
          {store.is_test_mode && <p class="dimmed xsmall">{payTexts.testMode}</p>}
        </section>
        <StoreContact store={store} />
      </div>
    </div>
  );
}
