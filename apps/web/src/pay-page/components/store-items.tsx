/** @jsxImportSource preact */
import type { PublicStore } from '@paybook/contracts';
import type { Quantities, TypedPrices } from '../lib/store-cart';
import { fill, storeTexts } from '../lib/texts';
import { TextField } from './text-field';

interface StoreItemsProps {
  store: PublicStore;
  quantities: Quantities;
  prices: TypedPrices;
  errors: Record<string, string>;
  onQuantity: (offeringId: number, quantity: string) => void;
  onPrice: (offeringId: number, price: string) => void;
}

/** The items the page sells, each with its quantity (and the buyer's price where the buyer sets it). */
export function StoreItems({ store, quantities, prices, errors, onQuantity, onPrice }: StoreItemsProps) {
  return (
    <section class="stack stack-sm" aria-label={storeTexts.items}>
      {store.items.map((item, index) => (
        <div key={item.offering_id} class="card item">
          {item.image_url && <img class="item-image" src={item.image_url} alt="" width={72} height={72} />}
          <div class="item-text">
            <p class="item-name">{item.name}</p>
            {item.description && <p class="dimmed small">{item.description}</p>}
            <p class="small item-price">{item.price_text}</p>
          </div>
          <div class="item-inputs">
            <TextField
              label={storeTexts.quantityLabel}
              aria-label={fill(storeTexts.quantity, { name: item.name })}
              inputMode="decimal"
              value={quantities[item.offering_id] ?? ''}
              placeholder="0"
              error={errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.offering_id`]}
              onValue={(value) => onQuantity(item.offering_id, value)}
            />
            {item.price === null && (
              <TextField
                label={storeTexts.priceLabel}
                aria-label={fill(storeTexts.price, { name: item.name })}
                prefix="$"
                inputMode="decimal"
                value={prices[item.offering_id] ?? ''}
                error={errors[`lines.${index}.price`]}
                onValue={(value) => onPrice(item.offering_id, value)}
              />
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
