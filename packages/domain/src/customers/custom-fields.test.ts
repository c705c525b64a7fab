import { describe, expect, it } from 'vitest';
import { checkboxValue, isChecked, sortCustomFields, storedCustomFieldValue } from './custom-fields.ts';

describe('customer custom fields (spec 2 §3)', () => {
  it('are sorted by label, ignoring case, numbers in order', () => {
    const sorted = sortCustomFields([
      { label: 'referral', value: '' },
      { label: 'Allergies', value: '' },
      { label: 'Locker 10', value: '' },
      { label: 'Locker 9', value: '' },
    ]);
    expect(sorted.map((field) => field.label)).toEqual(['Allergies', 'Locker 9', 'Locker 10', 'referral']);
  });

  it('check boxes are stored as Yes or No', () => {
    expect(checkboxValue(true)).toBe('Yes');
    expect(checkboxValue(false)).toBe('No');
    expect(storedCustomFieldValue('CheckBox', true)).toBe('Yes');
    expect(storedCustomFieldValue('CheckBox', 'yes')).toBe('Yes');
    expect(storedCustomFieldValue('CheckBox', 'on')).toBe('No');
    expect(storedCustomFieldValue('Text', '  gold member ')).toBe('gold member');
  });

  it('reads Yes in any case as checked', () => {
    expect(isChecked('YES')).toBe(true);
    expect(isChecked('No')).toBe(false);
    expect(isChecked(null)).toBe(false);
  });
});
