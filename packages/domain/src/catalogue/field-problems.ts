// The catalogue validators answer problems keyed by the path of the field they belong to
// ('recurrence.periods_between_occurrence', 'custom_fields_collection.2.name'), so the form and the API's
// field errors (spec 3 §5 "Fee save errors are mapped onto fields") put each message on its input.

/** Field path → message; empty when there is nothing to fix. */
export type FieldProblems = Record<string, string>;

/** Whether a value is a whole number from min to max (NaN and null are not). */
export function isWholeNumberBetween(value: number | null, min: number, max: number): boolean {
  return value !== null && Number.isInteger(value) && value >= min && value <= max;
}
