// spec 2 §3 Custom field: "Checkbox values are stored as Yes or No. Custom fields are sorted by label."

export interface CustomerCustomField {
  type: string;
  label: string;
  value: string;
}

const byLabel = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Custom fields in label order (case and accents ignored, numbers in numeric order). */
export function sortCustomFields<T extends { label: string }>(fields: readonly T[]): T[] {
  return [...fields].sort((a, b) => byLabel.compare(a.label, b.label));
}

export const CHECKBOX_TYPE = 'CheckBox';

/** The stored value of a check box: 'Yes' or 'No'. */
export const checkboxValue = (checked: boolean): 'Yes' | 'No' => (checked ? 'Yes' : 'No');

/** Whether a stored check-box value is checked ('Yes', any case; anything else is not). */
export const isChecked = (value: string | null | undefined): boolean =>
  (value ?? '').trim().toLowerCase() === 'yes';

/** A custom field's value as stored: check boxes as Yes / No, other types trimmed. */
export function storedCustomFieldValue(type: string, value: string | boolean): string {
  if (type === CHECKBOX_TYPE) return checkboxValue(typeof value === 'boolean' ? value : isChecked(value));
  return String(value).trim();
}
