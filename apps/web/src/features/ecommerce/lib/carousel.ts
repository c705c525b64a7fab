// spec 2 §2.2 modals: "image carousel (wraps around)".

/**
 * The slide `step` slides away from `current` among `count`: past the last comes the first, before the
 * first the last. 0 when there are no slides.
 */
export function carouselSlide(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}
