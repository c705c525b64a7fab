import { BOOKING_PAGE_SETTINGS_REQUIREMENT } from '@paybook/domain/appointment-settings/requirements';
import { DESIGN_REQUIREMENT } from '@paybook/domain/merchant-settings/requirements';
import { OFFERING_WRITE_REQUIREMENT } from '@paybook/domain/offerings/permissions';
import { STORE_EDIT_REQUIREMENT } from '@paybook/domain/stores/permissions';
import { z } from 'zod';
import { defineEndpoint, type EndpointAccess, PUBLIC, requires, SIGNED_IN } from '../endpoint.ts';
import {
  cropImageBody,
  discardImagesQuery,
  discardImagesResponse,
  type ImageKind,
  imageIdParams,
  imagePublicKeyParams,
  uploadedImage,
} from '../images.ts';

// Image uploads (spec 1 §5, §9; images.md): each kind of image has its upload base, under which
// `POST {base}upload` takes the one file (multipart) and `POST {base}{id}/crop` crops it. The images module
// registers all of them (apps/server/src/modules/images/images.routes.ts); their access is their owner's.
const tags = ['Images'];

/** The two calls of one kind of image under its upload base ('offering/image/'), with the base and kind. */
function imageUploads<const Base extends string, const Access extends EndpointAccess>(
  base: Base,
  kind: ImageKind,
  access: Access,
) {
  return {
    base,
    kind,
    upload: defineEndpoint({
      method: 'POST',
      path: `/${base}upload`,
      access,
      tags,
      summary: `Upload a ${kind} image (multipart, one file in "file", at most 4 MB)`,
      responses: { 200: uploadedImage },
      multipart: true,
    }),
    crop: defineEndpoint({
      method: 'POST',
      path: `/${base}:id/crop`,
      access,
      tags,
      summary: `Crop a ${kind} image`,
      params: imageIdParams,
      body: cropImageBody,
      responses: { 200: uploadedImage },
      errors: [404],
    }),
  } as const;
}

export const offeringImageUploads = imageUploads(
  'offering/image/',
  'offering',
  requires(OFFERING_WRITE_REQUIREMENT),
);
// spec 3 §7 image upload to service_provider/image/: anyone may upload for their own profile; the save
// checks that the image is the merchant's, and a crop that it is the user's own or they manage staff.
export const serviceProviderImageUploads = imageUploads(
  'service_provider/image/',
  'service_provider',
  SIGNED_IN,
);
export const merchantLogoUploads = imageUploads(
  'merchant/images/merchant_logo/',
  'merchant_logo',
  requires(BOOKING_PAGE_SETTINGS_REQUIREMENT),
);
export const merchantBusinessImageUploads = imageUploads(
  'merchant/images/merchant_business/',
  'merchant_business',
  requires(BOOKING_PAGE_SETTINGS_REQUIREMENT),
);
// spec 2 §7 "/store/banner/" and a form's logo (decision 164): whoever edits stores.
export const storeBannerUploads = imageUploads(
  'store/banner/',
  'store_banner',
  requires(STORE_EDIT_REQUIREMENT),
);
export const storeLogoUploads = imageUploads('store/logo/', 'store_logo', requires(STORE_EDIT_REQUIREMENT));
// spec 3 §2.5 design settings, §5 logo and banner (decision 183): whoever configures the business.
export const designLogoUploads = imageUploads(
  'merchant/design/logo/',
  'design_logo',
  requires(DESIGN_REQUIREMENT),
);
export const designBannerUploads = imageUploads(
  'merchant/design/banner/',
  'design_banner',
  requires(DESIGN_REQUIREMENT),
);

/** Every kind's calls by the upload base its image fields name. */
export const imageUploadsByBase = {
  [offeringImageUploads.base]: offeringImageUploads,
  [serviceProviderImageUploads.base]: serviceProviderImageUploads,
  [merchantLogoUploads.base]: merchantLogoUploads,
  [merchantBusinessImageUploads.base]: merchantBusinessImageUploads,
  [storeBannerUploads.base]: storeBannerUploads,
  [storeLogoUploads.base]: storeLogoUploads,
  [designLogoUploads.base]: designLogoUploads,
  [designBannerUploads.base]: designBannerUploads,
} as const;
export type ImageUploadBase = keyof typeof imageUploadsByBase;
/** One kind's calls. */
export type ImageUploadEndpoints = (typeof imageUploadsByBase)[ImageUploadBase];

/** The stored bytes of an image, sent as they are with their own content type (not JSON). */
const imageBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({
    type: 'string',
    format: 'binary',
  });

export const getImage = defineEndpoint({
  method: 'GET',
  path: '/images/:public_key',
  access: PUBLIC,
  tags,
  summary: 'An uploaded image (public, cached)',
  params: imagePublicKeyParams,
  responses: { 200: imageBytes },
  errors: [404],
});

/**
 * spec 3 §7 Settings (staff): `DELETE images`. An upload a form no longer needs (cancelled, or replaced
 * before saving) is deleted at once instead of waiting for the day-old housekeeping. Images something
 * shows are kept, so any signed-in user who may upload may call it. Deleting twice answers the same.
 */
export const discardImages = defineEndpoint({
  method: 'DELETE',
  path: '/images',
  access: SIGNED_IN,
  tags,
  summary: 'Delete uploads that nothing shows (a cancelled form, a replaced photo)',
  query: discardImagesQuery,
  responses: { 200: discardImagesResponse },
});
