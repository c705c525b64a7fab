import { normalizeCategoryName } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { deleteImage } from '../images/images.repository.ts';
import * as repo from './offerings.repository.ts';

/**
 * The category an offering save names: an existing `offering_category_id` of the merchant's, or a typed
 * `offering_category_name` matched to an existing name ignoring case, otherwise created in the same
 * transaction (spec 2 §5 Catalogue). Used by the service form (spec 1 §7) and the catalogue (spec 2 §7).
 */
export async function resolveCategoryId(
  tx: Database,
  merchantId: number,
  body: { offering_category_id: number | null; offering_category_name: string | null },
): Promise<number | null> {
  const { offering_category_id: id } = body;
  if (id !== null && !(await repo.findCategory(tx, merchantId, id))) {
    throw badRequest('offering_category_id', 'Choose one of your categories.');
  }
  const name = body.offering_category_name ? normalizeCategoryName(body.offering_category_name) : '';
  return name ? (await repo.findOrCreateCategory(tx, merchantId, name)).id : id;
}

/** 400 naming image_id unless the image may be this offering's (see repo.isImageAvailable). */
export async function checkOfferingImage(
  tx: Database,
  merchantId: number,
  imageId: number | null,
  offeringId: number | null,
): Promise<void> {
  if (imageId !== null && !(await repo.isImageAvailable(tx, merchantId, imageId, offeringId))) {
    throw badRequest('image_id', 'The image was not found. Please upload it again.');
  }
}

/** A replaced or removed image is deleted with the save (spec 1 §7 PUT offering/{id}). */
export async function deleteReplacedImage(
  tx: Database,
  merchantId: number,
  before: number | null,
  after: number | null,
): Promise<void> {
  if (before !== null && before !== after) await deleteImage(tx, merchantId, before);
}
