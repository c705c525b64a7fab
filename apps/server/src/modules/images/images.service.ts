import type { CropImageBody, DiscardImagesResponse, ImageKind, UploadedImage } from '@paybook/contracts';
import { canCropStaffImage, explainRefusal, MANAGE_STAFF } from '@paybook/domain';
import { invalidateMerchantStores } from '../../cache/store-keys.ts';
import type { Database } from '../../db/client.ts';
import { merchantOfKey } from '../../db/merchant-keys.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { normaliseUpload, renderCrop, renderWhole } from './image-processing.ts';
import * as repo from './images.repository.ts';

const present = (image: repo.StoredImage): UploadedImage => ({
  id: image.id,
  link: repo.imageLink(image.publicKey),
  width: image.width,
  height: image.height,
});

/** spec 1 §9: stores the checked, re-encoded original and a rendering at most 1200 wide. */
export async function uploadImage(
  db: Database,
  ctx: UserContext,
  kind: ImageKind,
  file: Buffer,
): Promise<UploadedImage> {
  // Decoding is slow next to the insert: do it before the transaction opens.
  const original = await normaliseUpload(file, kind);
  const rendered = await renderWhole(original);
  const image = await withTenant(db, ctx.merchantId, (tx) =>
    repo.insertImage(tx, ctx.merchantId, kind, original, rendered),
  );
  return present(image);
}

/**
 * A staff image is re-cropped only by the user it shows or a manage_users holder (issue 13 point 7);
 * the other kinds' routes carry their owner's requirement.
 */
async function assertMayCrop(tx: Database, ctx: UserContext, kind: ImageKind, id: number): Promise<void> {
  if (kind !== 'service_provider') return;
  const imageUserId = await repo.findImageUserId(tx, ctx.merchantId, id);
  if (!canCropStaffImage({ subject: ctx.subject, userId: ctx.userId }, imageUserId))
    throw forbidden(explainRefusal(ctx.subject, MANAGE_STAFF));
}

/** spec 1 §9: crops one of the merchant's images of this kind; anyone else's id is not found. */
export async function cropImage(
  db: Database,
  ctx: UserContext,
  kind: ImageKind,
  id: number,
  box: CropImageBody,
): Promise<UploadedImage> {
  const original = await withTenantRead(db, ctx.merchantId, async (tx) => {
    const found = await repo.findOriginal(tx, ctx.merchantId, kind, id);
    if (found) await assertMayCrop(tx, ctx, kind, id);
    return found;
  });
  if (!original) throw notFound('The image');
  const rendered = await renderCrop(original, box, kind);
  const image = await withTenant(db, ctx.merchantId, async (tx) => {
    const updated = await repo.updateRendering(tx, ctx.merchantId, id, rendered, box);
    // A store's logo or banner has a new link: its hosted pages change (issue 27).
    if (updated && (kind === 'store_logo' || kind === 'store_banner'))
      await invalidateMerchantStores(tx, ctx.merchantId);
    return updated;
  });
  // Deleted by its owner while we were cropping.
  if (!image) throw notFound('The image');
  return present(image);
}

/**
 * The public rendering behind a link; unknown keys are not found. The one lookup outside a tenant: the
 * key's merchant from merchant_keys (decision 101), then the image is read as that merchant.
 */
export async function getPublicImage(db: Database, publicKey: string) {
  const merchantId = await merchantOfKey(db, 'image', publicKey);
  if (merchantId === undefined) throw notFound('The image');
  const image = await withTenantRead(db, merchantId, (tx) => repo.findRendering(tx, merchantId, publicKey));
  if (!image) throw notFound('The image');
  return image;
}

/** spec 3 §7 `DELETE images`: the merchant's listed uploads that nothing shows are deleted; the rest kept. */
export async function discardImages(
  db: Database,
  ctx: UserContext,
  ids: readonly number[],
): Promise<DiscardImagesResponse> {
  const deleted = await withTenant(db, ctx.merchantId, (tx) =>
    repo.discardUnusedImages(tx, ctx.merchantId, ids),
  );
  return { deleted, kept: ids.filter((id) => !deleted.includes(id)) };
}
