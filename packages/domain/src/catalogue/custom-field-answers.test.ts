import { describe, expect, it } from 'vitest';
import {
  type AnsweredField,
  checkCustomFieldAnswers,
  customFieldAnswerMessages as M,
} from './custom-field-answers.ts';
import { catalogueCustomFieldTypes as T } from './custom-fields.ts';

// spec 2 §3 Custom field; issue 27 point 4: a buyer's answers to an item's fields.
const field = (overrides: Partial<AnsweredField>): AnsweredField => ({
  name: 'student',
  label: 'Student name',
  type: T.text,
  options: [],
  is_required: false,
  ...overrides,
});

describe('checkCustomFieldAnswers', () => {
  it.each<[string, Partial<AnsweredField>, string, string | null, string | null]>([
    ['a text answer', {}, '  Ada  ', null, 'Ada'],
    ['an optional field left empty', {}, '', null, null],
    ['a required field left empty', { is_required: true }, '  ', M.required('Student name'), null],
    ['a text too long', {}, 'x'.repeat(201), M.tooLong(200), null],
    ['a paragraph of 2000', { type: T.paragraphText }, 'x'.repeat(2000), null, 'x'.repeat(2000)],
    ['a drop-down option', { type: T.dropDown, options: ['S', 'M'] }, 'M', null, 'M'],
    ['a drop-down answer that is no option', { type: T.dropDown, options: ['S', 'M'] }, 'XL', M.choose, null],
    ['an auto-complete option', { type: T.autoComplete, options: ['Red'] }, 'Red', null, 'Red'],
    ['an e-mail', { type: T.email }, 'a@b.co', null, 'a@b.co'],
    ['a bad e-mail', { type: T.email }, 'nope', M.email, null],
    ['a phone', { type: T.phone }, '(303) 555-0100', null, '(303) 555-0100'],
    ['a short phone', { type: T.phone }, '555-0100', M.phone, null],
    ['a date', { type: T.date }, '2026-12-31', null, '2026-12-31'],
    ['a bad date', { type: T.date }, '31/12/2026', M.date, null],
    ['a ticked checkbox', { type: T.checkBox }, 'true', null, 'Yes'],
    ['a checkbox left alone, even if required', { type: T.checkBox, is_required: true }, '', null, 'No'],
  ])('%s', (_case, overrides, value, problem, kept) => {
    const result = checkCustomFieldAnswers([field(overrides)], [{ name: 'student', value }]);
    expect(result.problems).toEqual(problem === null ? {} : { student: problem });
    expect(result.kept).toEqual(kept === null ? [] : [{ label: 'Student name', value: kept }]);
  });

  it('names an answer to a field the item does not have, and a required field not answered at all', () => {
    const result = checkCustomFieldAnswers([field({ is_required: true })], [{ name: 'size', value: 'M' }]);
    expect(result.problems).toEqual({ size: M.unknown, student: M.required('Student name') });
  });
});
