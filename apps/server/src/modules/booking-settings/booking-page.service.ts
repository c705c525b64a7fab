import type { BookingPageSettings, ImageKind, UpdateBookingPageBody } from '@paybook/contracts';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { deleteImage, findImageRef, imageLink } from '../images/images.repository.ts';
import * as repo from './booking-settings.repository.ts';

/** The two images of a booking page: the field that names each, its column and its image kind. */
const PAGE_IMAGES = {
  logo: { field: 'logo_image_id', column: 'logoImageId', kind: 'merchant_logo' },
  business_image: { field: 'business_image_id', column: 'businessImageId', kind: 'merchant_business' },
} as const satisfies Record<
  string,
  { field: keyof UpdateBookingPageBody; column: keyof repo.BookingPagePatch; kind: ImageKind }
>;
export type BookingPageImage = keyof typeof PAGE_IMAGES;

async function readBookingPage(tx: Database, merchantId: number): Promise<BookingPageSettings> {
  const row = await repo.findBookingPage(tx, merchantId);
  if (!row) throw notFound('The merchant');
  return {
    business_name: row.businessName,
    url_subdomain: row.urlSubdomain,
    business_description: row.businessDescription ?? '',
    logo:
      row.logoImageId !== null && row.logoPublicKey !== null
        ? { id: row.logoImageId, link: imageLink(row.logoPublicKey) }
        : null,
    business_image:
      row.businessImageId !== null && row.businessImagePublicKey !== null
        ? { id: row.businessImageId, link: imageLink(row.businessImagePublicKey) }
        : null,
  };
}

/** spec 1 §2.3 booking page: description, logo and business image. */
export function getBookingPage(db: Database, ctx: UserContext): Promise<BookingPageSettings> {
  return withTenantRead(db, ctx.merchantId, (tx) => readBookingPage(tx, ctx.merchantId));
}

/**
 * Saves what the body carries. A new image must be one of the merchant's uploads of the right kind
 * (400 on its field otherwise); the image it replaces is deleted.
 */
export function updateBookingPage(
  db: Database,
  ctx: UserContext,
  body: UpdateBookingPageBody,
): Promise<BookingPageSettings> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const current = await readBookingPage(tx, ctx.merchantId);
    const patch: repo.BookingPagePatch = {};
    if (body.business_description !== undefined) patch.businessDescription = body.business_description;
    const replaced: number[] = [];
    for (const [name, image] of Object.entries(PAGE_IMAGES) as [
      BookingPageImage,
      (typeof PAGE_IMAGES)[BookingPageImage],
    ][]) {
      const id = body[image.field];
      if (id === undefined || id === current[name]?.id) continue;
      const found = await findImageRef(tx, ctx.merchantId, image.kind, id);
      if (!found) throw badRequest(image.field, 'Upload the image again: this one was not found.');
      patch[image.column] = id;
      const previous = current[name];
      if (previous) replaced.push(previous.id);
    }
    await repo.saveBookingPage(tx, ctx.merchantId, patch);
    for (const id of replaced) await deleteImage(tx, ctx.merchantId, id);
    return readBookingPage(tx, ctx.merchantId);
  });
}

/** DELETE merchant_config/logo and merchant_config/business_image: takes the image off and deletes it. */
export function removeBookingPageImage(
  db: Database,
  ctx: UserContext,
  name: BookingPageImage,
): Promise<BookingPageSettings> {
  const image = PAGE_IMAGES[name];
  return withTenant(db, ctx.merchantId, async (tx) => {
    const current = await readBookingPage(tx, ctx.merchantId);
    const previous = current[name];
    if (!previous) return current;
    await repo.saveBookingPage(tx, ctx.merchantId, { [image.column]: null });
    await deleteImage(tx, ctx.merchantId, previous.id);
    return readBookingPage(tx, ctx.merchantId);
  });
}
