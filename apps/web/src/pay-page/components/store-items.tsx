/** @jsxImportSource preact */
import type { PublicStore } from '@paybook/contracts';
import { type Answers, lineIndexOf, type Quantities, type TypedPrices } from '../lib/store-cart';
import { fill, storeTexts } from '../lib/texts';
import { ItemFields } from './item-fields';
import { TextField } from './text-field';

interface StoreItemsProps {
  store: PublicStore;
  quantities: Quantities;
  prices: TypedPrices;
  answers: Answers;
  errors: Record<string, string>;
  onQuantity: (offeringId: number, quantity: string) => void;
  onPrice: (offeringId: number, price: string) => void;
  onAnswer: (offeringId: number, name: string, value: string) => void;
}

/** The server's messages of one cart line, by the part of the path after `lines.{index}.{part}.`. */
function lineErrors(errors: Record<string, string>, line: number, part: string): Record<string, string> {
  const prefix = `lines.${line}.${part}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}

/**
 * The items the page sells, each with its quantity (and the buyer's price where the buyer sets it), and a
 * chosen item's custom fields under it. The server names a problem by the item's line in the cart.
 */
export function StoreItems(props: StoreItemsProps) {
  const { store, quantities, prices, answers, errors, onQuantity, onPrice, onAnswer } = props;
  return (
    <section class="stack stack-sm" aria-label={storeTexts.items}>
      {store.items.map((item) => {
        const index = lineIndexOf(store, quantities, item.offering_id);
        return (
          <div key={item.offering_id} class="stack stack-sm">
            <div class="card item">
              {item.image_url && (
                <img class="item-image" src={item.image_url} alt="" width={72} height={72} />
              )}
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
            {index !== -1 && (
              <ItemFields
                item={item}
                answers={answers[item.offering_id] ?? {}}
                errors={lineErrors(errors, index, 'custom_fields')}
                onAnswer={(name, value) => onAnswer(item.offering_id, name, value)}
              />
            )}
          </div>
        );
      })}
    </section>
  );
}
