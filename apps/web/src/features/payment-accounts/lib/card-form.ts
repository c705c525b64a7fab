import type { AddCardBody, NewCardFields, UpdateCardBody } from '@paybook/contracts';
import {
  cardExpiryError,
  cardNumberDigits,
  cardNumberError,
  cvvError,
  detectCardBrand,
  zipCodeShapeError,
} from '@paybook/domain';
import { z } from 'zod';

export interface CardFormValues {
  card_number: string;
  cvv: string;
  expiration: string;
  billing_zip_code: string;
}

export const emptyCardForm: CardFormValues = {
  card_number: '',
  cvv: '',
  expiration: '',
  billing_zip_code: '',
};

interface CardSchemaOptions {
  /** Editing checks only the expiry and zip (the number is the processor's). */
  isEdit: boolean;
  /** The merchant's today, 'YYYY-MM-DD' in its zone. */
  today: string;
  /** spec 2 §5: the feature accept_international_postal_codes bypasses the zip check. */
  internationalZip: boolean;
}

const issue = (ctx: z.RefinementCtx, path: keyof CardFormValues, message: string | null) => {
  if (message) ctx.addIssue({ code: 'custom', path: [path], message });
};

/** The card form's checks are the domain's card rules (spec 2 §5), the same the server applies. */
export function cardFormSchema({ isEdit, today, internationalZip }: CardSchemaOptions) {
  return z
    .object({
      card_number: z.string(),
      cvv: z.string(),
      expiration: z.string(),
      billing_zip_code: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!isEdit) {
        const number = cardNumberDigits(values.card_number);
        issue(ctx, 'card_number', cardNumberError(number));
        issue(ctx, 'cvv', cvvError(values.cvv, detectCardBrand(number)));
      }
      issue(ctx, 'expiration', cardExpiryError(values.expiration, today));
      const zip = values.billing_zip_code.trim();
      if (zip !== '' && !internationalZip) issue(ctx, 'billing_zip_code', zipCodeShapeError(zip));
    });
}

export const toNewCardFields = (values: CardFormValues): NewCardFields => ({
  card_number: cardNumberDigits(values.card_number),
  cvv: values.cvv.trim(),
  expiration: values.expiration.trim(),
  billing_zip_code: values.billing_zip_code.trim(),
});

export const toAddCardBody = (customerId: number, values: CardFormValues): AddCardBody => ({
  customer_id: customerId,
  ...toNewCardFields(values),
});

export const toUpdateCardBody = (values: CardFormValues): UpdateCardBody => ({
  expiration: values.expiration.trim(),
  billing_zip_code: values.billing_zip_code.trim(),
});
