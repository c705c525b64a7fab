import { dollarDiscountProblem, type FeeStructureType } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { findFeeStructures } from './catalogue.repository.ts';

const PROPERTY = 'fee_structure_ids';

/** spec 3 §3.3: the fee structures that attach to one item; an order fee applies to a whole order. */
const ITEM_LEVEL: ReadonlySet<FeeStructureType> = new Set(['fee', 'tax', 'line_item_discount']);

/**
 * spec 2 §3 fee_structure_ids: the merchant's own active item-level taxes, fees and discounts, each once,
 * else 400 naming fee_structure_ids; and spec 2 §5: no dollar discount above the preset price (an item
 * priced at checkout, `priceCents` null, has none to compare with). Answers the ids to link.
 */
export async function checkItemFeeStructures(
  tx: Database,
  merchantId: number,
  ids: readonly number[],
  priceCents: number | null,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await findFeeStructures(tx, merchantId, unique);
  if (found.length < unique.length) {
    throw badRequest(PROPERTY, 'Choose taxes, fees and discounts from your settings.');
  }
  const inactive = found.find((fee) => !fee.isActive);
  if (inactive) throw badRequest(PROPERTY, `"${inactive.name}" is inactive. Activate it or remove it.`);
  const orderLevel = found.find((fee) => !ITEM_LEVEL.has(fee.type));
  if (orderLevel) throw badRequest(PROPERTY, `"${orderLevel.name}" applies to whole orders, not to an item.`);
  // In the order of the request, so "the first" discount too large is the first the merchant chose.
  const chosen = unique.map((id) => found.find((fee) => fee.id === id)!);
  const tooLarge = dollarDiscountProblem(
    priceCents,
    chosen.map((fee) => ({
      type: fee.type,
      name: fee.name,
      is_percent: fee.isPercent,
      amount: fee.isPercent ? (fee.percentThousandths ?? 0) / 1000 : (fee.amountCents ?? 0),
    })),
  );
  if (tooLarge) throw badRequest(PROPERTY, tooLarge);
  return unique;
}
