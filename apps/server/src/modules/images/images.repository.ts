import type { ImageKind } from '@paybook/contracts';
import { and, eq, inArray, lt, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addMerchantKeys, removeMerchantKeys } from '../../db/merchant-keys.ts';
import type { CropCoordinates } from '../../db/schema/images.ts';
import {
  bookingPageSettings,
  images,
  merchantDesign,
  offerings,
  stores,
  users,
} from '../../db/schema/index.ts';
import type { EncodedImage } from './image-processing.ts';

export type StoredImage = { id: number; publicKey: string; width: number; height: number };

/** The public address of an image's rendering; the public key, never the id, is in it. */
export const imageLink = (publicKey: string) => `/api/images/${publicKey}`;

export async function insertImage(
  tx: Database,
  merchantId: number,
  kind: ImageKind,
  original: EncodedImage,
  rendered: EncodedImage,
): Promise<StoredImage> {
  const [row] = await tx
    .insert(images)
    .values({
      merchantId,
      kind,
      contentType: original.contentType,
      width: original.width,
      height: original.height,
      original: original.data,
      rendered: rendered.data,
      renderedContentType: rendered.contentType,
    })
    .returning({ id: images.id, publicKey: images.publicKey });
  if (!row) throw new Error('image insert returned nothing');
  await addMerchantKeys(tx, merchantId, 'image', [row.publicKey]);
  return { ...row, width: rendered.width, height: rendered.height };
}

/** The stored original of one of the merchant's images of a kind; undefined for anything else. */
export async function findOriginal(tx: Database, merchantId: number, kind: ImageKind, id: number) {
  const [row] = await tx
    .select({
      data: images.original,
      contentType: images.contentType,
      width: images.width,
      height: images.height,
    })
    .from(images)
    .where(and(eq(images.merchantId, merchantId), eq(images.kind, kind), eq(images.id, id)));
  return row;
}

/** Stores a new rendering under a new public key, so cached copies of the old one never show. */
export async function updateRendering(
  tx: Database,
  merchantId: number,
  id: number,
  rendered: EncodedImage,
  crop: CropCoordinates,
): Promise<StoredImage | undefined> {
  const [old] = await tx
    .select({ publicKey: images.publicKey })
    .from(images)
    .where(and(eq(images.merchantId, merchantId), eq(images.id, id)));
  if (!old) return undefined;
  const [row] = await tx
    .update(images)
    .set({
      rendered: rendered.data,
      renderedContentType: rendered.contentType,
      crop,
      publicKey: sql`gen_random_uuid()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(images.merchantId, merchantId), eq(images.id, id)))
    .returning({ id: images.id, publicKey: images.publicKey });
  if (!row) return undefined;
  await removeMerchantKeys(tx, 'image', [old.publicKey]);
  await addMerchantKeys(tx, merchantId, 'image', [row.publicKey]);
  return { ...row, width: rendered.width, height: rendered.height };
}

/**
 * The id and link of one of the merchant's images of a kind, for owners that save or show it; undefined
 * for another merchant's image, another kind, or one that is gone.
 */
export async function findImageRef(tx: Database, merchantId: number, kind: ImageKind, id: number) {
  const [row] = await tx
    .select({ id: images.id, publicKey: images.publicKey })
    .from(images)
    .where(and(eq(images.merchantId, merchantId), eq(images.kind, kind), eq(images.id, id)));
  return row && { id: row.id, link: imageLink(row.publicKey) };
}

/** The user whose staff image this is (users.image_id), or null while no user shows it. */
export async function findImageUserId(tx: Database, merchantId: number, imageId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.imageId, imageId)));
  return row?.id ?? null;
}

/**
 * For owners that drop an image (a replaced logo, a removed service image). Clear the owner's reference
 * first: the composite foreign key (merchant_id, image_id) → images restricts the delete.
 */
export async function deleteImage(tx: Database, merchantId: number, imageId: number): Promise<void> {
  const deleted = await tx
    .delete(images)
    .where(and(eq(images.merchantId, merchantId), eq(images.id, imageId)))
    .returning({ publicKey: images.publicKey });
  await removeMerchantKeys(
    tx,
    'image',
    deleted.map((image) => image.publicKey),
  );
}

export async function findRendering(tx: Database, merchantId: number, publicKey: string) {
  const [row] = await tx
    .select({ data: images.rendered, contentType: images.renderedContentType })
    .from(images)
    .where(and(eq(images.merchantId, merchantId), eq(images.publicKey, publicKey)));
  return row;
}

/**
 * Housekeeping: images uploaded before `before` that nothing shows (an upload whose form was never saved,
 * or one replaced without being deleted). Every table that points at images is named here; a new one
 * must be added, and the foreign keys refuse the delete meanwhile, so nothing shown is lost.
 */
export async function purgeUnusedImages(db: Database, before: Date): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const purged = await deleteUnusedImages(tx, lt(images.createdAt, before));
    await removeMerchantKeys(
      tx,
      'image',
      purged.map((image) => image.publicKey),
    );
  });
}

/**
 * spec 3 §7 Settings `DELETE images`: the merchant's uploads among `ids` that nothing shows, deleted now
 * (a form that was cancelled, a photo replaced before saving). Those in use are kept. The ids deleted.
 */
export async function discardUnusedImages(
  tx: Database,
  merchantId: number,
  ids: readonly number[],
): Promise<number[]> {
  const discarded = await deleteUnusedImages(
    tx,
    and(eq(images.merchantId, merchantId), inArray(images.id, [...ids])),
  );
  await removeMerchantKeys(
    tx,
    'image',
    discarded.map((image) => image.publicKey),
  );
  return discarded.map((image) => image.id);
}

/** Deletes the images `which` selects that no record shows. */
function deleteUnusedImages(db: Database, which: SQL | undefined) {
  const shownBy = (table: typeof offerings | typeof users, imageId: SQL) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.merchantId, images.merchantId), eq(imageId, images.id))),
    );
  return db
    .delete(images)
    .where(
      and(
        which,
        shownBy(offerings, sql`${offerings.imageId}`),
        shownBy(users, sql`${users.imageId}`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(stores)
            .where(
              and(
                eq(stores.merchantId, images.merchantId),
                or(eq(stores.logoImageId, images.id), eq(stores.bannerImageId, images.id)),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(bookingPageSettings)
            .where(
              and(
                eq(bookingPageSettings.merchantId, images.merchantId),
                or(
                  eq(bookingPageSettings.logoImageId, images.id),
                  eq(bookingPageSettings.businessImageId, images.id),
                ),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(merchantDesign)
            .where(
              and(
                eq(merchantDesign.merchantId, images.merchantId),
                or(eq(merchantDesign.logoImageId, images.id), eq(merchantDesign.bannerImageId, images.id)),
              ),
            ),
        ),
      ),
    )
    .returning({ id: images.id, publicKey: images.publicKey });
}
