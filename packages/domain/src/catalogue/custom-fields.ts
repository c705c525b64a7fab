// spec 2 §3 Custom field and §5 Catalogue: the custom field builder of an item (products and services).
import type { FieldProblems } from './field-problems.ts';

/** spec 2 §3: the type codes of an item's custom field; 7 is unused. */
export const catalogueCustomFieldTypes = {
  checkBox: 0,
  dropDown: 1,
  text: 2,
  paragraphText: 3,
  email: 4,
  phone: 5,
  date: 6,
  autoComplete: 8,
} as const;
export type CatalogueCustomFieldType =
  (typeof catalogueCustomFieldTypes)[keyof typeof catalogueCustomFieldTypes];

/** The fields of spec 2 §3 Custom field that the builder's rules read. */
export interface CatalogueCustomFieldDraft {
  /** The saved template the field was added from, if any. */
  field_id: number | null;
  name: string;
  label: string;
  type: CatalogueCustomFieldType;
  hint_text: string | null;
  options: readonly string[];
}

/** A custom field the merchant saved for reuse on other items. */
export interface SavedCustomFieldTemplate {
  id: number;
  name: string;
}

/** spec 2 §5: phrases a name or label may not contain, in any case. */
export const BLOCKED_CUSTOM_FIELD_PHRASES = [
  'CVV',
  'CCV',
  'Secure Code',
  'Routing Number',
  'Bank Account',
  'Credit Card',
  'Card Number',
  'Expiration',
  'SSN',
  'Social Security',
  "Driver's License",
  'Drivers License',
  'Password',
] as const;

/** spec 2 §5: blocked only as words of their own, so 'Accent' and 'Handle' pass but 'CC number' does not. */
export const BLOCKED_CUSTOM_FIELD_WORDS = ['CC', 'DL'] as const;

/**
 * Lower case, apostrophes dropped (so "Driver’s" and "Drivers" compare alike) and every run of other
 * characters that are not letters or digits made one space, padded so words can be matched whole.
 */
function comparable(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

/** spec 2 §5: the blocked phrase or word a name or label contains (as the spec spells it), or null. */
export function findBlockedCustomFieldTerm(text: string): string | null {
  const subject = comparable(text);
  const phrase = BLOCKED_CUSTOM_FIELD_PHRASES.find((term) => subject.includes(comparable(term).trim()));
  return phrase ?? BLOCKED_CUSTOM_FIELD_WORDS.find((word) => subject.includes(comparable(word))) ?? null;
}

const nameKey = (name: string): string => name.trim().toLowerCase();

const hasOptions = (type: CatalogueCustomFieldType): boolean =>
  type === catalogueCustomFieldTypes.dropDown || type === catalogueCustomFieldTypes.autoComplete;

const hasHint = (type: CatalogueCustomFieldType): boolean =>
  type !== catalogueCustomFieldTypes.phone && type !== catalogueCustomFieldTypes.checkBox;

/**
 * A field as saved: texts trimmed, blank options removed. spec 2 §5 "Phone and check box fields carry no
 * hint text": their hint is dropped rather than refused, because the builder hides the hint input for
 * those types and a hint typed before switching the type would otherwise block saving out of sight.
 * Options are kept only by the types that offer a choice (drop down, auto complete), for the same reason.
 */
export function normalizeCatalogueCustomField<T extends CatalogueCustomFieldDraft>(field: T): T {
  const hint = field.hint_text?.trim() ?? '';
  return {
    ...field,
    name: field.name.trim(),
    label: field.label.trim(),
    hint_text: hasHint(field.type) && hint !== '' ? hint : null,
    options: hasOptions(field.type) ? field.options.map((option) => option.trim()).filter(Boolean) : [],
  };
}

export const customFieldMessages = {
  nameRequired: 'Enter a name for the field.',
  labelRequired: 'Enter a label for the field.',
  blocked: (term: string): string =>
    `For security, custom fields cannot ask for sensitive information ("${term}").`,
  duplicateOnItem: 'Another field on this item already has this name.',
  duplicateTemplate: 'A saved custom field already has this name.',
  optionsRequired: 'Add at least one option.',
} as const;

function textProblem(text: string, requiredMessage: string): string | null {
  if (text.trim() === '') return requiredMessage;
  const term = findBlockedCustomFieldTerm(text);
  return term === null ? null : customFieldMessages.blocked(term);
}

/**
 * spec 2 §5: what is wrong with an item's custom fields, keyed 'custom_fields_collection.{index}.{field}'.
 * Names are unique across the item's fields and the saved templates, ignoring case; a field added from a
 * template (field_id) does not clash with that template. Of two fields with one name, the later is marked.
 */
export function customFieldProblems(
  fields: readonly CatalogueCustomFieldDraft[],
  templates: readonly SavedCustomFieldTemplate[],
): FieldProblems {
  const problems: FieldProblems = {};
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const path = `custom_fields_collection.${index}`;
    const key = nameKey(field.name);
    const nameProblem =
      textProblem(field.name, customFieldMessages.nameRequired) ??
      (seen.has(key) ? customFieldMessages.duplicateOnItem : null) ??
      (templates.some((template) => template.id !== field.field_id && nameKey(template.name) === key)
        ? customFieldMessages.duplicateTemplate
        : null);
    seen.add(key);
    if (nameProblem) problems[`${path}.name`] = nameProblem;
    const labelProblem = textProblem(field.label, customFieldMessages.labelRequired);
    if (labelProblem) problems[`${path}.label`] = labelProblem;
    if (field.type === catalogueCustomFieldTypes.dropDown && !field.options.some((option) => option.trim())) {
      problems[`${path}.options`] = customFieldMessages.optionsRequired;
    }
  });
  return problems;
}
