import type {
  AddBankAccountBody,
  BankAccount,
  NewBankAccountFields,
  UpdateBankAccountBody,
} from '@paybook/contracts';
import { type BankAccountType, bankAccountNumberError, routingNumberError } from '@paybook/domain';
import { z } from 'zod';

export interface BankFormValues {
  routing_number: string;
  account_number: string;
  account_type: BankAccountType;
  bank_name: string;
  customer_company_name: string;
}

export const emptyBankForm: BankFormValues = {
  routing_number: '',
  account_number: '',
  account_type: 'checking',
  bank_name: '',
  customer_company_name: '',
};

export const bankFormValues = (account: BankAccount): BankFormValues => ({
  ...emptyBankForm,
  account_type: account.account_type,
  bank_name: account.bank_name,
  customer_company_name: account.customer_company_name,
});

/** The domain's routing checksum and account-number rules (spec 2 §5); editing keeps both numbers. */
export function bankFormSchema(isEdit: boolean) {
  return z
    .object({
      routing_number: z.string(),
      account_number: z.string(),
      account_type: z.enum(['checking', 'savings', 'business_checking']),
      bank_name: z.string().max(100),
      customer_company_name: z.string().max(200),
    })
    .superRefine((values, ctx) => {
      if (isEdit) return;
      const routing = routingNumberError(values.routing_number);
      if (routing) ctx.addIssue({ code: 'custom', path: ['routing_number'], message: routing });
      const account = bankAccountNumberError(values.account_number);
      if (account) ctx.addIssue({ code: 'custom', path: ['account_number'], message: account });
    });
}

export const toNewBankFields = (values: BankFormValues): NewBankAccountFields => ({
  routing_number: values.routing_number.trim(),
  account_number: values.account_number.trim(),
  account_type: values.account_type,
  bank_name: values.bank_name.trim(),
  customer_company_name: values.customer_company_name.trim(),
});

export const toAddBankBody = (customerId: number, values: BankFormValues): AddBankAccountBody => ({
  customer_id: customerId,
  ...toNewBankFields(values),
});

export const toUpdateBankBody = (values: BankFormValues): UpdateBankAccountBody => ({
  account_type: values.account_type,
  bank_name: values.bank_name.trim(),
  customer_company_name: values.customer_company_name.trim(),
});
