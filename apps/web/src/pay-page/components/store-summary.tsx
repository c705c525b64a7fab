/** @jsxImportSource preact */
import type { PublicStoreQuote } from '@paybook/contracts';
import { formatMoneyText } from '../lib/money';
import { storeTexts } from '../lib/texts';

/** The server's prices for the cart (the page never adds them up itself). */
export function StoreSummary({ quote, loading }: { quote: PublicStoreQuote | undefined; loading: boolean }) {
  const row = (label: string, amount: string, strong = false) => (
    <div class={strong ? 'summary-row strong' : 'summary-row'} key={label}>
      <span>{label}</span>
      <span>{formatMoneyText(amount)}</span>
    </div>
  );
  return (
    <section class="card stack stack-xs" aria-label={storeTexts.summary} aria-busy={loading}>
      <div class="row-between">
        <h2 class="section-title">{storeTexts.summary}</h2>
        {loading && <span class="loader loader-xs" aria-hidden="true" />}
      </div>
      {!quote && !loading && <p class="dimmed small">{storeTexts.noItems}</p>}
      {quote && (
        <>
          {quote.lines.map((line) => row(`${line.name} × ${line.quantity}`, line.amount))}
          {row(storeTexts.subtotal, quote.amount_subtotal)}
          {quote.amount_discount !== '0.00' && row(storeTexts.discount, `-${quote.amount_discount}`)}
          {quote.amount_fee !== '0.00' && row(storeTexts.fees, quote.amount_fee)}
          {quote.amount_tax !== '0.00' && row(storeTexts.tax, quote.amount_tax)}
          {row(storeTexts.total, quote.amount_total, true)}
          {quote.amount_due_now !== quote.amount_total && row(storeTexts.dueNow, quote.amount_due_now, true)}
        </>
      )}
    </section>
  );
}
