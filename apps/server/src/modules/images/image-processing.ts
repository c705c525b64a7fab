import {
  type CropImageBody,
  IMAGE_MAX_RENDER_WIDTH,
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
  type ImageKind,
  imageMessages,
  imageMinimum,
  storeImageSlotOf,
} from '@paybook/contracts';
import { storeImageProblem } from '@paybook/domain/stores/store-design';
import sharp, { type Sharp } from 'sharp';
import { badRequest } from '../../lib/app-error.ts';
import { ConcurrencyLimit } from '../../lib/concurrency-limit.ts';
import {
  DEFAULT_IMAGE_MAX_MEGAPIXELS,
  defaultImageConcurrency,
  type ImageSettings,
} from './image-settings.ts';

/** The formats we accept and what each is stored as; a GIF keeps its first frame, as a PNG. */
const OUTPUT_FORMATS = { png: 'png', jpeg: 'jpeg', webp: 'webp', gif: 'png' } as const;
type OutputFormat = (typeof OUTPUT_FORMATS)[keyof typeof OUTPUT_FORMATS];

/**
 * Issue 13 point 9. Decoding costs CPU and memory by the pixel, not by the byte: a 308 KB PNG of
 * 10000 × 10000 took 2–4 s and 30 MB, and six at once 16 s. So an image over the pixel limit is refused
 * from its header before anything decodes it, and decoding jobs run a few at a time, process-wide (like
 * sharp's own threads and cache). sharp works in libuv's threads, never on the event loop; the limit keeps
 * those threads and the cores from being taken by images alone, so other requests are still answered.
 */
let maxInputPixels = DEFAULT_IMAGE_MAX_MEGAPIXELS * 1_000_000;
let maxMegapixels = DEFAULT_IMAGE_MAX_MEGAPIXELS;
let jobs = new ConcurrencyLimit(defaultImageConcurrency());

/** Set from the app's configuration at start-up (docs/operations.md "Images"). */
export function configureImageProcessing(settings: ImageSettings): void {
  maxMegapixels = settings.maxMegapixels;
  maxInputPixels = Math.floor(settings.maxMegapixels * 1_000_000);
  jobs = new ConcurrencyLimit(settings.concurrency);
}

/** Image jobs running now and waiting for a place. */
export function imageProcessingLoad(): { running: number; waiting: number } {
  return jobs.load;
}

const tooManyPixels = () =>
  badRequest('file', `The image is too large: at most ${maxMegapixels} megapixels.`);

export type EncodedImage = { data: Buffer; contentType: string; width: number; height: number };

const contentTypeOf = (format: OutputFormat) => `image/${format}`;

function isOutputFormat(format: string | undefined): format is keyof typeof OUTPUT_FORMATS {
  return format !== undefined && format in OUTPUT_FORMATS;
}

function encode(pipeline: Sharp, format: OutputFormat): Sharp {
  if (format === 'jpeg') return pipeline.jpeg({ quality: 85, mozjpeg: true });
  if (format === 'webp') return pipeline.webp({ quality: 85 });
  return pipeline.png({ compressionLevel: 9 });
}

/** Decodes and encodes in sharp's threads, as one of the limited image jobs. */
function run(pipeline: Sharp, format: OutputFormat): Promise<EncodedImage> {
  return jobs.run(async () => {
    const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
    return { data, contentType: contentTypeOf(format), width: info.width, height: info.height };
  });
}

// limitInputPixels is the second guard: sharp refuses such an input before decoding it.
const read = (input: Buffer) => sharp(input, { failOn: 'error', limitInputPixels: maxInputPixels });

/** A stored original passed the limit in force when it was uploaded; a lower limit since must not break its crop. */
const readStored = (input: Buffer) => sharp(input, { failOn: 'error', limitInputPixels: false });

/** A file sharp cannot read is not an image we take; one with too many pixels is too large. */
async function decodeOrRefuse<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw badRequest('file', imageMessages.wrongType);
  }
}

/**
 * Checks an upload by its content (never the file name or the browser's type), turns it upright and
 * re-encodes it, which drops its metadata (camera, GPS). Refuses images under 200 × 200 (spec 1 §9), a
 * store logo or banner outside spec 2 §5's sizes, and any over the pixel limit (issue 13 point 9), the
 * latter before decoding.
 */
export async function normaliseUpload(file: Buffer, kind: ImageKind): Promise<EncodedImage> {
  // The header alone, read in sharp's threads: cheap, so it does not wait for a job's place.
  const metadata = await decodeOrRefuse(() => read(file).metadata());
  if (!isOutputFormat(metadata.format)) throw badRequest('file', imageMessages.wrongType);
  if (metadata.width * metadata.height > maxInputPixels) throw tooManyPixels();
  const format = OUTPUT_FORMATS[metadata.format];
  const original = await decodeOrRefuse(() => run(read(file).rotate(), format));
  const slot = storeImageSlotOf(kind);
  if (slot) {
    // spec 2 §5 (and spec 3 §5 for the design's): the logo's and banner's own limits, in the spec's words.
    const problem = storeImageProblem(slot, original);
    if (problem) throw badRequest('file', problem);
    return original;
  }
  if (original.width < IMAGE_MIN_WIDTH || original.height < IMAGE_MIN_HEIGHT) {
    throw badRequest('file', imageMessages.tooSmall(IMAGE_MIN_WIDTH, IMAGE_MIN_HEIGHT));
  }
  return original;
}

/** The rendering shown everywhere: at most 1200 pixels wide (spec 1 §9), in the stored format. */
export function renderWhole(original: EncodedImage): Promise<EncodedImage> {
  return run(
    readStored(original.data).resize({ width: IMAGE_MAX_RENDER_WIDTH, withoutEnlargement: true }),
    formatOf(original.contentType),
  );
}

/**
 * Crops the stored original with a box given in pixels of a `width` × `height` view of it (the browser's
 * measure of the file) and renders it at most 1200 wide. The box must cover at least 200 × 200 pixels
 * of the original (spec 1 §9).
 */
export function renderCrop(
  original: EncodedImage,
  box: CropImageBody,
  kind: ImageKind,
): Promise<EncodedImage> {
  const scaleX = original.width / box.width;
  const scaleY = original.height / box.height;
  const left = Math.min(Math.round(box.x * scaleX), original.width - 1);
  const top = Math.min(Math.round(box.y * scaleY), original.height - 1);
  const width = Math.min(Math.round(box.w * scaleX), original.width - left);
  const height = Math.min(Math.round(box.h * scaleY), original.height - top);
  const minimum = imageMinimum(kind);
  if (width < minimum.width || height < minimum.height) {
    throw badRequest('w', imageMessages.tooSmall(minimum.width, minimum.height));
  }
  return run(
    readStored(original.data)
      .extract({ left, top, width, height })
      .resize({ width: IMAGE_MAX_RENDER_WIDTH, withoutEnlargement: true }),
    formatOf(original.contentType),
  );
}

function formatOf(contentType: string): OutputFormat {
  const format = contentType.replace('image/', '');
  if (format === 'png' || format === 'jpeg' || format === 'webp') return format;
  throw new Error(`Stored image has an unexpected type ${contentType}`);
}
