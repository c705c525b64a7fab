import { availableParallelism } from 'node:os';

/**
 * Issue 13 point 9: how large an image may be decoded and how many are processed at once
 * (IMAGE_MAX_MEGAPIXELS and IMAGE_CONCURRENCY, docs/operations.md "Images").
 */
export type ImageSettings = { maxMegapixels: number; concurrency: number };

/**
 * 25 megapixels is more than the 1200-pixel rendering (spec 1 §9) ever needs from a phone photo, and
 * decodes in about 100 MB; a 10000 × 10000 PNG of 308 KB would take 2–4 s of CPU.
 */
export const DEFAULT_IMAGE_MAX_MEGAPIXELS = 25;

/** Half the cores (at least one), so image work leaves the other half to answer requests. */
export const defaultImageConcurrency = (): number => Math.max(1, Math.floor(availableParallelism() / 2));
