import { describe, expect, it } from 'vitest';
import {
  type CatalogueCustomFieldDraft,
  catalogueCustomFieldTypes,
  customFieldMessages,
  customFieldProblems,
  findBlockedCustomFieldTerm,
  normalizeCatalogueCustomField,
} from './custom-fields.ts';

const field = (overrides: Partial<CatalogueCustomFieldDraft>): CatalogueCustomFieldDraft => ({
  field_id: null,
  name: 'Shirt size',
  label: 'Shirt size',
  type: catalogueCustomFieldTypes.text,
  hint_text: null,
  options: [],
  ...overrides,
});

describe('custom field types', () => {
  it('spec 2 §3: the eight type codes, 7 unused', () => {
    expect(catalogueCustomFieldTypes).toEqual({
      checkBox: 0,
      dropDown: 1,
      text: 2,
      paragraphText: 3,
      email: 4,
      phone: 5,
      date: 6,
      autoComplete: 8,
    });
    expect(Object.values(catalogueCustomFieldTypes)).not.toContain(7);
  });
});

describe('blocked sensitive words', () => {
  it.each([
    ['CVV', 'CVV'],
    ['ccv code', 'CCV'],
    ['Your secure code', 'Secure Code'],
    ['Routing number', 'Routing Number'],
    ['bank account', 'Bank Account'],
    ['CREDIT CARD', 'Credit Card'],
    ['card number', 'Card Number'],
    ['Card expiration date', 'Expiration'],
    ['SSN', 'SSN'],
    ['Social security #', 'Social Security'],
    ["Driver's license", "Driver's License"],
    ['Driver’s License', "Driver's License"],
    ['drivers license', "Driver's License"],
    ['Portal password', 'Password'],
    ['Credit-card', 'Credit Card'],
    ['Routing   number', 'Routing Number'],
  ])('spec 2 §5: "%s" is blocked as %s, in any case', (text, term) => {
    expect(findBlockedCustomFieldTerm(text)).toBe(term);
  });

  it.each([
    ['CC number', 'CC'],
    ['cc', 'CC'],
    ['Email (CC)', 'CC'],
    ['DL #', 'DL'],
    ['dl-state', 'DL'],
  ])('spec 2 §5: "%s" holds the standalone word %s', (text, term) => {
    expect(findBlockedCustomFieldTerm(text)).toBe(term);
  });

  it.each(['Accent', 'Handle', 'Soccer team', 'Deadline', 'Idle time', 'Shirt size', 'Account manager'])(
    'spec 2 §5: "%s" passes: CC and DL inside a word are not blocked',
    (text) => {
      expect(findBlockedCustomFieldTerm(text)).toBeNull();
    },
  );
});

describe('custom field validation', () => {
  it('spec 2 §5: valid fields have no problems', () => {
    expect(customFieldProblems([field({}), field({ name: 'Color', label: 'Color' })], [])).toEqual({});
  });

  it('spec 2 §5: a name and a label are required', () => {
    expect(customFieldProblems([field({ name: ' ', label: '' })], [])).toEqual({
      'custom_fields_collection.0.name': customFieldMessages.nameRequired,
      'custom_fields_collection.0.label': customFieldMessages.labelRequired,
    });
  });

  it('spec 2 §5: a blocked word in the name or the label is refused, naming the word', () => {
    expect(customFieldProblems([field({ name: 'CC number', label: 'Your credit card' })], [])).toEqual({
      'custom_fields_collection.0.name': customFieldMessages.blocked('CC'),
      'custom_fields_collection.0.label': customFieldMessages.blocked('Credit Card'),
    });
  });

  it('spec 2 §5: names are unique across the item, ignoring case; the later field is marked', () => {
    const fields = [field({ name: 'Size' }), field({ name: 'Color' }), field({ name: ' SIZE ' })];
    expect(customFieldProblems(fields, [])).toEqual({
      'custom_fields_collection.2.name': customFieldMessages.duplicateOnItem,
    });
  });

  it('spec 2 §5: names are unique against saved templates, ignoring case', () => {
    expect(customFieldProblems([field({ name: 'size' })], [{ id: 4, name: 'Size' }])).toEqual({
      'custom_fields_collection.0.name': customFieldMessages.duplicateTemplate,
    });
  });

  it('spec 2 §5: a field added from a template does not clash with that template', () => {
    const templates = [{ id: 4, name: 'Size' }];
    expect(customFieldProblems([field({ name: 'Size', field_id: 4 })], templates)).toEqual({});
    expect(customFieldProblems([field({ name: 'Size', field_id: 5 })], templates)).toEqual({
      'custom_fields_collection.0.name': customFieldMessages.duplicateTemplate,
    });
  });

  it('spec 2 §5: a drop-down needs at least one option that is not blank', () => {
    const dropDown = catalogueCustomFieldTypes.dropDown;
    expect(customFieldProblems([field({ type: dropDown, options: [] })], [])).toEqual({
      'custom_fields_collection.0.options': customFieldMessages.optionsRequired,
    });
    expect(customFieldProblems([field({ type: dropDown, options: [' ', ''] })], [])).toEqual({
      'custom_fields_collection.0.options': customFieldMessages.optionsRequired,
    });
    expect(customFieldProblems([field({ type: dropDown, options: ['Small'] })], [])).toEqual({});
  });

  it('spec 2 §5: other types need no options', () => {
    const autoComplete = field({ type: catalogueCustomFieldTypes.autoComplete, options: [] });
    expect(customFieldProblems([autoComplete], [])).toEqual({});
  });
});

describe('custom field as saved', () => {
  it('spec 2 §5: phone and check box fields carry no hint text (it is dropped)', () => {
    const phone = field({ type: catalogueCustomFieldTypes.phone, hint_text: 'Mobile please' });
    const checkBox = field({ type: catalogueCustomFieldTypes.checkBox, hint_text: 'Tick it' });
    expect(normalizeCatalogueCustomField(phone).hint_text).toBeNull();
    expect(normalizeCatalogueCustomField(checkBox).hint_text).toBeNull();
  });

  it('spec 2 §5: other types keep a trimmed hint; a blank hint is none', () => {
    expect(normalizeCatalogueCustomField(field({ hint_text: '  e.g. XL ' })).hint_text).toBe('e.g. XL');
    expect(normalizeCatalogueCustomField(field({ hint_text: '   ' })).hint_text).toBeNull();
  });

  it('spec 2 §5: name and label are trimmed, other properties kept', () => {
    const saved = normalizeCatalogueCustomField({
      ...field({ name: ' Size ', label: ' Your size ' }),
      id: 9,
    });
    expect(saved).toMatchObject({ id: 9, name: 'Size', label: 'Your size' });
  });

  it('spec 2 §5: a drop-down keeps its options trimmed, without blanks', () => {
    const dropDown = field({
      type: catalogueCustomFieldTypes.dropDown,
      options: [' Small ', '', ' ', 'Large'],
    });
    expect(normalizeCatalogueCustomField(dropDown).options).toEqual(['Small', 'Large']);
    const autoComplete = field({ type: catalogueCustomFieldTypes.autoComplete, options: ['Red '] });
    expect(normalizeCatalogueCustomField(autoComplete).options).toEqual(['Red']);
  });

  it('spec 2 §3: types without a choice drop options left from a drop-down', () => {
    expect(normalizeCatalogueCustomField(field({ options: ['Small'] })).options).toEqual([]);
  });
});
