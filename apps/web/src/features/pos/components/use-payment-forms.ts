import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { bankFormSchema, emptyBankForm } from '@/features/payment-accounts/lib/bank-form';
import { cardFormSchema, emptyCardForm } from '@/features/payment-accounts/lib/card-form';
import type { BankFormValues, CardFormValues } from './checkout-state';

/**
 * The new-card and new-bank-account forms of a payment (the point of sale's checkout and an order's collect
 * payment): empty, checked by the payment-accounts schemas on the merchant's today.
 */
export function usePaymentForms(today: string, internationalZip: boolean) {
  const cardSchema = useMemo(
    () => cardFormSchema({ isEdit: false, today, internationalZip }),
    [today, internationalZip],
  );
  const cardForm = useForm<CardFormValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: emptyCardForm,
  });
  const bankForm = useForm<BankFormValues>({
    resolver: zodResolver(bankFormSchema(false)),
    defaultValues: emptyBankForm,
  });
  return { cardForm, bankForm };
}
