import type { PosItemKind } from '@paybook/contracts';
import { and, asc, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offeringCategories, offerings } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { offeringSaleColumns } from '../checkout/checkout-cart.ts';

// spec 3 §7 GET offerings/active: the point of sale's grid, a page at a time, in SQL (issue 24 point 5:
// every active item reachable, never a list cut in memory).

export interface PosItemsFilter {
  search: string;
  categoryId: number | undefined;
  kind: PosItemKind;
  /** One item by id, active or not (an appointment's service); undefined for the grid. */
  id: number | undefined;
  offset: number;
  limit: number;
}

const active = (merchantId: number) =>
  and(eq(offerings.merchantId, merchantId), eq(offerings.isActive, true), isNull(offerings.deletedAt));

/** The grid's items are the active ones; one asked for by id may be inactive, never deleted. */
const offered = (merchantId: number, id: number | undefined) =>
  id === undefined
    ? active(merchantId)
    : and(eq(offerings.merchantId, merchantId), eq(offerings.id, id), isNull(offerings.deletedAt));

function matching(merchantId: number, filter: PosItemsFilter): SQL | undefined {
  const term = filter.search.trim().toLowerCase();
  return and(
    offered(merchantId, filter.id),
    term === '' ? undefined : sql`lower(${offerings.name}) like ${`%${escapeLike(term)}%`}`,
    filter.categoryId === undefined ? undefined : eq(offerings.offeringCategoryId, filter.categoryId),
    filter.kind === 'all'
      ? undefined
      : filter.kind === 'recurring'
        ? eq(offerings.priceStructure, 'recurring')
        : ne(offerings.priceStructure, 'recurring'),
  );
}

/** One page of the matching active items by name, each with its category, and the count of all. */
export function listActiveItems(tx: Database, merchantId: number, filter: PosItemsFilter) {
  return tx
    .select({
      ...offeringSaleColumns,
      categoryId: offeringCategories.id,
      categoryName: offeringCategories.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(offerings)
    .leftJoin(
      offeringCategories,
      and(
        eq(offeringCategories.merchantId, offerings.merchantId),
        eq(offeringCategories.id, offerings.offeringCategoryId),
      ),
    )
    .where(matching(merchantId, filter))
    .orderBy(asc(sql`lower(${offerings.name})`), asc(offerings.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The count of the matching items, for a page past the last (which has no row to carry it). */
export async function countActiveItems(tx: Database, merchantId: number, filter: PosItemsFilter) {
  const [row] = await tx.select({ n: count() }).from(offerings).where(matching(merchantId, filter));
  return row?.n ?? 0;
}

/** The categories that hold an active item, by name. */
export function listActiveCategories(tx: Database, merchantId: number) {
  return tx
    .selectDistinct({ id: offeringCategories.id, name: offeringCategories.name })
    .from(offeringCategories)
    .innerJoin(
      offerings,
      and(
        eq(offerings.merchantId, offeringCategories.merchantId),
        eq(offerings.offeringCategoryId, offeringCategories.id),
      ),
    )
    .where(and(eq(offeringCategories.merchantId, merchantId), active(merchantId)))
    .orderBy(asc(offeringCategories.name), asc(offeringCategories.id));
}
