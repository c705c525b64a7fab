import { describe, expect, it } from 'vitest';
import {
  STORE_NAME_TAKEN_MESSAGE,
  storeUrlName,
  URL_NAME_MAX,
  URL_NAME_PATTERN,
  urlNameOf,
} from './url-name.ts';

// spec 2 §5 Stores and forms; decision 164.
describe('urlNameOf (spec 2 §5: remove non-alphanumerics, spaces to hyphens, lower-case)', () => {
  it.each([
    ['Class Pack', 'class-pack'],
    ['Yoga  Pack ', 'yoga-pack'],
    ["Juniper's Gift Card!", 'junipers-gift-card'],
    ['10-Class Pass', '10class-pass'],
    ['Café Crème', 'cafe-creme'],
    ['   ', ''],
    ['***', ''],
  ])('%j derives %j', (name, expected) => {
    expect(urlNameOf(name)).toBe(expected);
    if (expected !== '') expect(expected).toMatch(URL_NAME_PATTERN);
  });

  it('is cut to the longest url_name without a trailing hyphen', () => {
    const derived = urlNameOf(`${'a'.repeat(URL_NAME_MAX - 1)} b`);
    expect(derived).toBe('a'.repeat(URL_NAME_MAX - 1));
    expect(derived.length).toBeLessThanOrEqual(URL_NAME_MAX);
  });
});

describe('storeUrlName (spec 2 §5: an empty url_name on a payment form is generated the same way)', () => {
  it.each([
    ['Class Pack', '', 'class-pack'],
    ['Class Pack', '  ', 'class-pack'],
    ['Class Pack', 'Packs', 'packs'],
    ['Class Pack', ' my-pack ', 'my-pack'],
  ])('name %j with url_name %j saves %j', (name, typed, expected) => {
    expect(storeUrlName(name, typed)).toBe(expected);
  });

  it('names the spec’s message for a taken name', () => {
    expect(STORE_NAME_TAKEN_MESSAGE).toBe('Store name must be unique');
  });
});
