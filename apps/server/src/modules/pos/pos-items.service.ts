import { type PosItemPage, type posItemsQuery, priceStructure, recurrence } from '@paybook/contracts';
import { centsToPrice, offeringPriceText } from '@paybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { addressOptionOf } from '../catalogue/address-option.ts';
import * as repo from './pos-items.repository.ts';

// spec 3 §7 GET offerings/active (issue 24 point 5): the point of sale's grid.

type ItemRow = Awaited<ReturnType<typeof repo.listActiveItems>>[number];

// The jsonb column is read through its contract, so a stored value of another shape fails loudly.
const storedRecurrence = recurrence.nullable();

function present(row: ItemRow): PosItemPage['data'][number] {
  const structure = priceStructure.parse(row.priceStructure);
  return {
    id: row.id,
    name: row.name,
    price: centsToPrice(row.priceCents),
    price_structure: structure,
    unit_name: row.unitName,
    is_price_manual_entry: row.isPriceManualEntry,
    is_taxable: row.isTaxable,
    address_option: addressOptionOf(row),
    price_text: offeringPriceText({
      price_structure: structure,
      price_cents: row.priceCents,
      is_price_manual_entry: row.isPriceManualEntry,
      unit_name: row.unitName,
      recurrence: structure === 'recurring' ? storedRecurrence.parse(row.recurrence) : null,
    }),
    offering_category:
      row.categoryId === null || row.categoryName === null
        ? null
        : { id: row.categoryId, name: row.categoryName },
  };
}

/** GET offerings/active: one page of the active items by name, with the categories that hold one. */
export function listActiveItems(
  db: Database,
  ctx: UserContext,
  query: z.output<typeof posItemsQuery>,
): Promise<PosItemPage> {
  const filter: repo.PosItemsFilter = {
    search: query.search,
    categoryId: query.category_id,
    kind: query.kind,
    id: query.id,
    offset: (query.page - 1) * query.items_per_page,
    limit: query.items_per_page,
  };
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const [rows, categories] = await Promise.all([
      repo.listActiveItems(tx, ctx.merchantId, filter),
      repo.listActiveCategories(tx, ctx.merchantId),
    ]);
    // A page past the end has no row to carry the total: only then is it counted on its own.
    const total =
      rows[0]?.total ?? (query.page > 1 ? await repo.countActiveItems(tx, ctx.merchantId, filter) : 0);
    return { data: rows.map(present), total_item_count: total, categories };
  });
}
