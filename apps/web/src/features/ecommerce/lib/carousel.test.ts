import { describe, expect, it } from 'vitest';
import { carouselSlide } from './carousel';

// spec 2 §2.2: the image carousel wraps around.
describe('carouselSlide', () => {
  it.each([
    [0, 1, 4, 1],
    [2, 1, 4, 3],
    [3, 1, 4, 0],
    [0, -1, 4, 3],
    [3, -1, 4, 2],
    [1, 9, 4, 2],
    [1, -9, 4, 0],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [0, 1, 0, 0],
  ])('from %i by %i of %i: %i', (current, step, count, expected) => {
    expect(carouselSlide(current, step, count)).toBe(expected);
  });
});
