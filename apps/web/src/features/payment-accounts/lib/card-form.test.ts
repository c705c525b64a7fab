import { describe, expect, it } from 'vitest';
import { cardFormSchema, emptyCardForm, toAddCardBody } from './card-form';

const TODAY = '2026-11-25';
const valid = {
  card_number: '4242 4242 4242 4242',
  cvv: '123',
  expiration: '04/29',
  billing_zip_code: '80202',
};
const problems = (values: typeof valid, options = { isEdit: false, internationalZip: false }) => {
  const result = cardFormSchema({ ...options, today: TODAY }).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('card form (spec 2 §5)', () => {
  it('accepts a valid card', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('names each wrong field with the domain rules', () => {
    expect(problems({ ...emptyCardForm })).toEqual(['card_number', 'cvv', 'expiration']);
    expect(problems({ ...valid, card_number: '4242 4242 4242 4241' })).toEqual(['card_number']);
    expect(problems({ ...valid, expiration: '10/26' })).toEqual(['expiration']);
    expect(problems({ ...valid, billing_zip_code: '802' })).toEqual(['billing_zip_code']);
  });

  it('editing checks only the expiry and zip; the international feature skips the zip', () => {
    expect(
      problems({ ...emptyCardForm, expiration: '0430' }, { isEdit: true, internationalZip: false }),
    ).toEqual([]);
    expect(
      problems({ ...valid, billing_zip_code: 'SW1A 1AA' }, { isEdit: false, internationalZip: true }),
    ).toEqual([]);
  });

  it('sends digits only for the number', () => {
    expect(toAddCardBody(7, valid)).toEqual({
      customer_id: 7,
      card_number: '4242424242424242',
      cvv: '123',
      expiration: '04/29',
      billing_zip_code: '80202',
    });
  });
});
