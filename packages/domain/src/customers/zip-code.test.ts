import { describe, expect, it } from 'vitest';
import { isZipCodeShape, zipCodeShapeError } from './zip-code.ts';

describe('zip code shape (spec 2 §5)', () => {
  it('is exactly five digits', () => {
    expect(isZipCodeShape('80202')).toBe(true);
    expect(isZipCodeShape(' 80202 ')).toBe(true);
    for (const text of ['', '8020', '802021', '80202-1234', 'abcde', '8020a'])
      expect(isZipCodeShape(text), text).toBe(false);
  });

  it('names the rule in its message', () => {
    expect(zipCodeShapeError('123')).toBe('Enter a zip code of exactly five digits.');
    expect(zipCodeShapeError('80202')).toBeNull();
  });
});
