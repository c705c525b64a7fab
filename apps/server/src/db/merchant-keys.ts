import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { preparedQuery } from './prepared.ts';
import { type MerchantKeyKind, merchantKeys, urlSubdomains } from './schema/index.ts';

// Issue 23 point 8, decision 101: a lookup made before a merchant is known (sign-in by user name, a
// session cookie, a manage link, a reset code, an image link, a booking address) first reads which merchant
// the key belongs to from a reference table, then reads the merchant's row by (merchant_id, key), which
// Citus routes to one node. The keys are written in the transaction that writes the row they map.

/** User names are compared case-insensitively; every other key is a hash, a uuid or a reference. */
const normalized = (kind: MerchantKeyKind, key: string) => (kind === 'user_name' ? key.toLowerCase() : key);

/** The constraint a user name another merchant has violates (decision 3: unique across merchants). */
export const USER_NAME_TAKEN_CONSTRAINT = 'merchant_keys_kind_key_pk';

/** Maps the keys to the merchant; a taken user name is a unique violation of USER_NAME_TAKEN_CONSTRAINT. */
export async function addMerchantKeys(
  tx: Database,
  merchantId: number,
  kind: MerchantKeyKind,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx.insert(merchantKeys).values(keys.map((key) => ({ kind, key: normalized(kind, key), merchantId })));
}

/** Forgets the keys of rows the caller deletes (a user name becomes free again). */
export async function removeMerchantKeys(
  tx: Database,
  kind: MerchantKeyKind,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx.delete(merchantKeys).where(
    and(
      eq(merchantKeys.kind, kind),
      inArray(
        merchantKeys.key,
        keys.map((key) => normalized(kind, key)),
      ),
    ),
  );
}

const merchantByKey = preparedQuery((db) =>
  db
    .select({ merchantId: merchantKeys.merchantId })
    .from(merchantKeys)
    .where(and(eq(merchantKeys.kind, sql.placeholder('kind')), eq(merchantKeys.key, sql.placeholder('key'))))
    .prepare('merchant_of_key'),
);

/** The merchant a key belongs to; undefined for an unknown key. Runs outside any tenant transaction. */
export async function merchantOfKey(
  db: Database,
  kind: MerchantKeyKind,
  key: string,
): Promise<number | undefined> {
  const [row] = await merchantByKey(db).execute({ kind, key: normalized(kind, key) });
  return row?.merchantId;
}

/**
 * Makes `urlSubdomain` the merchant's booking address in the caller's transaction: call it before writing
 * merchants.url_subdomain, or after inserting the merchant. The merchant's previous address is held for
 * 90 days unless it was a placeholder (issue 13 point 8). An address another merchant uses or holds is
 * refused as a unique violation of URL_SUBDOMAIN_TAKEN_CONSTRAINT (migration 0026's claim_url_subdomain).
 */
export async function claimUrlSubdomain(
  tx: Database,
  merchantId: number,
  urlSubdomain: string,
): Promise<void> {
  await tx.execute(sql`select claim_url_subdomain(${merchantId}::bigint, ${urlSubdomain}::text)`);
}

export const URL_SUBDOMAIN_TAKEN_CONSTRAINT = 'url_subdomains_pkey';

const merchantByUrlSubdomain = preparedQuery((db) =>
  db
    .select({ merchantId: urlSubdomains.merchantId })
    .from(urlSubdomains)
    .where(
      and(eq(urlSubdomains.urlSubdomain, sql.placeholder('urlSubdomain')), isNull(urlSubdomains.releasedAt)),
    )
    .prepare('merchant_of_url_subdomain'),
);

/** The merchant whose current booking address this is; undefined for a free or held one. */
export async function merchantOfUrlSubdomain(
  db: Database,
  urlSubdomain: string,
): Promise<number | undefined> {
  const [row] = await merchantByUrlSubdomain(db).execute({ urlSubdomain });
  return row?.merchantId;
}
