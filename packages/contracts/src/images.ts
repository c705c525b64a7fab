import { STORE_IMAGE_RULES, type StoreImageSlot } from '@paybook/domain/stores/store-design';
import { z } from 'zod';
import { idParam } from './primitives.ts';

/**
 * Image uploads (spec 1 §5 logo and image uploads, §9 image limits; docs: /work/briefs/images.md).
 *
 * `POST {base}upload` takes a multipart body with exactly one file in the field `file` and answers
 * `uploadedImage`; `POST {base}{id}/crop` takes `cropImageBody` and answers `uploadedImage` for the
 * cropped rendering. The `link` is public (`/api/images/{public_key}`), cached for good: a new crop gets
 * a new link.
 */
export const IMAGE_KINDS = [
  'merchant_logo',
  'merchant_business',
  'offering',
  'service_provider',
  'store_banner',
  'store_logo',
  'design_logo',
  'design_banner',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** spec 1 §9: uploads up to 4 MB. */
export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** spec 1 §9: the crop box is at least 200 by 200 source pixels. */
export const IMAGE_MIN_WIDTH = 200;
export const IMAGE_MIN_HEIGHT = 200;
/** spec 1 §9: the shown rendering is at most 1200 pixels wide. */
export const IMAGE_MAX_RENDER_WIDTH = 1200;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * spec 2 §5: a store's logo and banner have their own size rules (packages/domain stores); spec 3 §5 gives
 * the merchant's design logo and banner the same ones.
 */
export const STORE_IMAGE_SLOTS = {
  store_logo: 'logo',
  store_banner: 'banner',
  design_logo: 'logo',
  design_banner: 'banner',
} as const satisfies Partial<Record<ImageKind, StoreImageSlot>>;

/** The logo or banner size rule an image kind follows, or null for spec 1 §9's general one. */
export function storeImageSlotOf(kind: ImageKind): StoreImageSlot | null {
  return kind in STORE_IMAGE_SLOTS ? STORE_IMAGE_SLOTS[kind as keyof typeof STORE_IMAGE_SLOTS] : null;
}

/**
 * The smallest image, and crop box, of a kind: spec 1 §9's 200 × 200, or spec 2 §5's 50 × 50 for a
 * store's (or the design's) logo and 728 × 90 for its banner.
 */
export function imageMinimum(kind: ImageKind): { width: number; height: number } {
  const slot = storeImageSlotOf(kind);
  if (slot) {
    const rule = STORE_IMAGE_RULES[slot];
    return { width: rule.minWidth, height: rule.minHeight };
  }
  return { width: IMAGE_MIN_WIDTH, height: IMAGE_MIN_HEIGHT };
}

/** The field name of the one file in an upload. */
export const IMAGE_UPLOAD_FIELD = 'file';

export const imageMessages = {
  /** spec 1 §5: exactly one file. */
  selectOne: 'Please select one image.',
  /** spec 1 §8, §9. */
  tooLarge: 'The image is too large',
  wrongType: 'Please choose a PNG, JPEG, WebP or GIF image.',
  tooSmall: (width: number, height: number) => `The image must be at least ${width} × ${height} pixels.`,
} as const;

export const imageIdParams = z.object({ id: idParam });
export const imagePublicKeyParams = z.object({ public_key: z.uuid() });

/** At most this many images are discarded in one call. */
export const DISCARD_IMAGES_MAX = 20;

/** spec 3 §7 Settings `DELETE images?ids=1,2`: uploads to discard, comma-separated ids. */
export const discardImagesQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(
      /^[1-9]\d{0,15}(,[1-9]\d{0,15})*$/,
      'List image ids as positive whole numbers separated by commas.',
    )
    .transform((list) => [...new Set(list.split(',').map(Number))])
    .pipe(
      z
        .array(
          z
            .number()
            .int()
            .positive()
            .max(2 ** 53 - 1),
        )
        .max(DISCARD_IMAGES_MAX, `Discard at most ${DISCARD_IMAGES_MAX} images at once.`),
    ),
});
export type DiscardImagesQuery = z.input<typeof discardImagesQuery>;

/** What was deleted, and what was kept because something shows it (or it is not the merchant's). */
export const discardImagesResponse = z.object({
  deleted: z.array(z.number().int()),
  kept: z.array(z.number().int()),
});
export type DiscardImagesResponse = z.infer<typeof discardImagesResponse>;

/**
 * `width` and `height` are the size of the image at `link`. After an upload that is the original
 * (scaled to at most 1200 wide); after a crop, the cropped rendering.
 */
export const uploadedImage = z.object({
  id: z.number().int(),
  link: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

/** An image as owners show it: its id (to save) and its public link. */
export const imageRef = z.object({ id: z.number().int(), link: z.string() });
export type ImageRef = z.infer<typeof imageRef>;

const pixels = z.number().int().min(0).max(100_000);
/**
 * The crop box `x, y, w, h` in pixels of an image `width` × `height` (the uploaded file as the
 * browser measured it); the server scales the box to the stored original.
 */
export const cropImageBody = z
  .object({
    x: pixels,
    y: pixels,
    w: pixels.min(1),
    h: pixels.min(1),
    width: pixels.min(1),
    height: pixels.min(1),
  })
  .refine((box) => box.x + box.w <= box.width, {
    path: ['w'],
    message: 'The crop box must lie inside the image.',
  })
  .refine((box) => box.y + box.h <= box.height, {
    path: ['h'],
    message: 'The crop box must lie inside the image.',
  });
export type CropImageBody = z.infer<typeof cropImageBody>;
