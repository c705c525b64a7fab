import { describe, expect, it } from 'vitest';
import { bankFormSchema, emptyBankForm, toAddBankBody } from './bank-form';

const problems = (values: typeof emptyBankForm, isEdit = false) => {
  const result = bankFormSchema(isEdit).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('bank account form (spec 2 §5)', () => {
  const valid = { ...emptyBankForm, routing_number: '021000021', account_number: '000123456789' };

  it('checks the routing checksum and the account number', () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, routing_number: '021000022' })).toEqual(['routing_number']);
    expect(problems({ ...valid, account_number: '12' })).toEqual(['account_number']);
  });

  it('editing keeps the numbers and checks neither', () => {
    expect(problems({ ...emptyBankForm, account_type: 'savings' }, true)).toEqual([]);
  });

  it('sends the trimmed values', () => {
    expect(toAddBankBody(3, { ...valid, bank_name: ' Chase ' })).toMatchObject({
      customer_id: 3,
      bank_name: 'Chase',
    });
  });
});
