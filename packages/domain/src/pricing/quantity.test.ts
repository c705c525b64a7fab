import { describe, expect, it } from 'vitest';
import { isQuantityAllowed, itemCount, quantityText, quantityTextToThousandths } from './quantity.ts';

describe('decision 65: quantities are exact thousandths', () => {
  it.each([
    ['1', 1000],
    ['2.5', 2500],
    ['0.25', 250],
    ['.5', 500],
    ['1.005', 1005],
    ['007', 7000],
    ['999999.999', 999_999_999],
  ])('"%s" is %s thousandths', (text, thousandths) => {
    expect(quantityTextToThousandths(text)).toBe(thousandths);
    expect(quantityTextToThousandths(quantityText(thousandths))).toBe(thousandths);
  });

  it.each(['1.0005', '2,5', '-1', '1e3', '', '1000000', 'two'])('"%s" is refused', (text) => {
    expect(quantityTextToThousandths(text)).toBeNull();
  });

  it.each([
    [2500, '2.5'],
    [3000, '3'],
    [1005, '1.005'],
    [250, '0.25'],
  ])('%s thousandths reads "%s"', (thousandths, text) => {
    expect(quantityText(thousandths)).toBe(text);
  });
});

describe('spec 2 §3 price_structure: which quantities an item sells', () => {
  it.each([
    ['per_unit', 2500, true],
    ['per_unit', 1, true],
    ['fixed', 2000, true],
    ['fixed', 2500, false],
    ['recurring', 1500, false],
    ['fixed', 0, false],
    ['per_unit', 0, false],
    ['per_unit', -1000, false],
    ['per_unit', 2.5, false],
  ] as const)('%s × %s thousandths allowed: %s', (structure, thousandths, allowed) => {
    expect(isQuantityAllowed(structure, thousandths)).toBe(allowed);
  });

  it.each([
    ['fixed', 3000, 3],
    ['recurring', 1000, 1],
    ['per_unit', 2500, 1],
  ] as const)(
    'a %s line of %s thousandths counts %s item(s) for dollar fees and discounts',
    (structure, q, n) => {
      expect(itemCount(structure, q)).toBe(n);
    },
  );
});
