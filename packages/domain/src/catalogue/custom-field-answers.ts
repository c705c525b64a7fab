// spec 2 §3 Custom field (type, label, hint, options, is_required): what a buyer fills in for an item on a
// store's page (issue 27 point 4), checked by the server and shown by the page; the answers are kept on
// the order's line. Checkbox answers are stored as Yes or No (spec 2 §3).
import { type CatalogueCustomFieldType, catalogueCustomFieldTypes as T } from './custom-fields.ts';

/** The parts of an item's custom field that its answer's rules read. */
export interface AnsweredField {
  name: string;
  label: string;
  type: CatalogueCustomFieldType;
  options: readonly string[];
  is_required: boolean;
}

export interface CustomFieldAnswer {
  name: string;
  value: string;
}

/** A field's answer as kept on the order line. */
export interface KeptAnswer {
  label: string;
  value: string;
}

export const customFieldAnswerMessages = {
  required: (label: string) => `Fill in ${label}.`,
  choose: 'Choose one of the options.',
  email: 'Enter a valid e-mail address.',
  phone: 'Enter a ten-digit phone number.',
  date: 'Enter a date like 2026-12-31.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  unknown: 'This item has no such field. Reload the page.',
} as const;

const MAX_LENGTH: Partial<Record<CatalogueCustomFieldType, number>> = { [T.paragraphText]: 2000 };
const DEFAULT_MAX = 200;

function valueProblem(field: AnsweredField, value: string): string | null {
  if (value === '') return field.is_required ? customFieldAnswerMessages.required(field.label) : null;
  const max = MAX_LENGTH[field.type] ?? DEFAULT_MAX;
  if (value.length > max) return customFieldAnswerMessages.tooLong(max);
  switch (field.type) {
    case T.dropDown:
    case T.autoComplete:
      return field.options.includes(value) ? null : customFieldAnswerMessages.choose;
    case T.email:
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : customFieldAnswerMessages.email;
    case T.phone:
      return /^\d{10}$/.test(value.replace(/\D/g, '')) ? null : customFieldAnswerMessages.phone;
    case T.date:
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
        ? null
        : customFieldAnswerMessages.date;
    default:
      return null;
  }
}

/** A checkbox is Yes when ticked (any of 'Yes', 'true', 'on'), No otherwise; other answers are trimmed. */
function normalised(field: AnsweredField, value: string): string {
  if (field.type !== T.checkBox) return value.trim();
  return ['yes', 'true', 'on'].includes(value.trim().toLowerCase()) ? 'Yes' : 'No';
}

/**
 * The answers of one item's fields, checked: problems keyed by the field's name (the caller prefixes its
 * path), and the answers to keep, in the item's order (a checkbox left alone is No; an empty answer to
 * an optional field is not kept).
 */
export function checkCustomFieldAnswers(
  fields: readonly AnsweredField[],
  answers: readonly CustomFieldAnswer[],
): { problems: Record<string, string>; kept: KeptAnswer[] } {
  const problems: Record<string, string> = {};
  const byName = new Map(answers.map((answer) => [answer.name, answer.value]));
  for (const answer of answers)
    if (!fields.some((field) => field.name === answer.name))
      problems[answer.name] = customFieldAnswerMessages.unknown;
  const kept: KeptAnswer[] = [];
  for (const field of fields) {
    const value = normalised(field, byName.get(field.name) ?? '');
    const problem = field.type === T.checkBox ? null : valueProblem(field, value);
    if (problem) problems[field.name] = problem;
    else if (value !== '') kept.push({ label: field.label, value });
  }
  return { problems, kept };
}
