import { describe, expect, it } from 'vitest';
import { duplicateSearch, isDuplicate } from './dedupe.ts';

describe('duplicate search (spec 2 §5)', () => {
  it('searches by e-mail when one is given, ignoring case and spaces', () => {
    expect(duplicateSearch({ email: ' Ann@Example.COM ', first_name: 'Ann', last_name: 'Lee' })).toEqual({
      by: 'email',
      email: 'ann@example.com',
    });
  });

  it('otherwise by exact first and last name', () => {
    expect(duplicateSearch({ email: '', first_name: ' Ann ', last_name: 'Lee' })).toEqual({
      by: 'name',
      first_name: 'Ann',
      last_name: 'Lee',
    });
  });

  it('has nothing to search by without an e-mail or both names', () => {
    expect(duplicateSearch({ first_name: 'Ann' })).toBeNull();
    expect(duplicateSearch({})).toBeNull();
  });

  it('matches e-mail ignoring case, names exactly', () => {
    const ann = { email: 'ANN@example.com', first_name: 'Ann', last_name: 'Lee' };
    expect(isDuplicate({ by: 'email', email: 'ann@example.com' }, ann)).toBe(true);
    expect(isDuplicate({ by: 'name', first_name: 'Ann', last_name: 'Lee' }, ann)).toBe(true);
    expect(isDuplicate({ by: 'name', first_name: 'ann', last_name: 'Lee' }, ann)).toBe(false);
  });
});
