import type { UseFormReturn } from 'react-hook-form';
import type { PaymentFormInput, PaymentFormValues } from '../lib/payment-form-values';

/** The wizard's design form (react-hook-form over paymentFormSchema). */
export type PaymentFormForm = UseFormReturn<PaymentFormInput, unknown, PaymentFormValues>;
