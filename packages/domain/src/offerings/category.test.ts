import { describe, expect, it } from 'vitest';
import { categoryNameKey, findCategoryByName, normalizeCategoryName } from './category.ts';

describe('category picker (spec 2 §5 Catalogue)', () => {
  const categories = [
    { id: 1, name: 'Massage' },
    { id: 2, name: 'Hair Care' },
  ];

  it('spec 2 §5: a typed name matches an existing one ignoring case and outer spaces', () => {
    expect(findCategoryByName(categories, '  massage ')).toEqual({ id: 1, name: 'Massage' });
    expect(findCategoryByName(categories, 'HAIR   care')).toEqual({ id: 2, name: 'Hair Care' });
  });

  it('spec 2 §5: a new name matches nothing (so it is created)', () => {
    expect(findCategoryByName(categories, 'Nails')).toBeUndefined();
  });

  it('spec 2 §5: names are stored trimmed with single spaces', () => {
    expect(normalizeCategoryName('  Skin   Care ')).toBe('Skin Care');
    expect(categoryNameKey(' Skin Care')).toBe('skin care');
  });
});
