import {
  type AcceptedPaymentType,
  imageRef,
  type Store,
  type StoreBodyInput,
  storeBody,
} from '@paybook/contracts';
import { canChooseAcceptance, defaultAcceptance, storeSaveProblems } from '@paybook/domain';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { storeDesignOf } from './store-body';

// spec 2 §2.2 payment form wizard, design step; §3 Design settings; §5 Stores and forms; §8 the save's errors.
// The checks are the contract's (storeBody) and the domain's (storeSaveProblems), as the server applies them.

/** The design step's schema: the contract's design settings, with the logo and banner as images. */
export const paymentFormSchema = storeBody
  .pick({
    name: true,
    url_name: true,
    foreground_color: true,
    background_color: true,
    show_phone: true,
    show_location: true,
    show_email: true,
    button_text: true,
    special_instructions: true,
    customer_login: true,
    accept_cc: true,
    accept_ach: true,
    return_button: true,
  })
  .extend({ logo: imageRef.nullable(), banner: imageRef.nullable() })
  .superRefine((values, context) => {
    // The item is the product step's (offering_ids); the images were checked when uploaded.
    const { offering_ids, ...problems } = storeSaveProblems(
      { ...values, store_type: 'payment_form', offering_ids: [], buy_button: null },
      { offerings: [], status: null, images: {} },
    );
    for (const [path, message] of Object.entries(problems))
      context.addIssue({ code: 'custom', path: path.split('.'), message });
  });

export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentFormValues = z.output<typeof paymentFormSchema>;

/**
 * A new payment form: the contract's defaults (colours, the three contact switches, 'Return to Site'),
 * and spec 2 §4's acceptance: both when the merchant accepts both, otherwise the one it accepts.
 */
export function newPaymentForm(merchantAccepts: readonly AcceptedPaymentType[]): PaymentFormValues {
  const { logo_image_id, banner_image_id, store_type, offering_ids, buy_button, ...design } = storeBody.parse(
    { name: 'x', store_type: 'payment_form' },
  );
  return { ...design, name: '', logo: null, banner: null, ...defaultAcceptance(merchantAccepts) };
}

/** A saved payment form in the wizard. */
export function paymentFormValuesOf(store: Store): PaymentFormValues {
  return { ...storeDesignOf(store), logo: store.logo_image, banner: store.banner_image };
}

/**
 * The save body (spec 2 §7 POST store, PUT store/{id}): one item. The accept switches are the user's only
 * when the merchant accepts both types (spec 2 §4); otherwise the type it accepts.
 */
export function paymentFormBody(
  values: PaymentFormValues,
  offeringId: number,
  merchantAccepts: readonly AcceptedPaymentType[],
): StoreBodyInput {
  const { logo, banner, ...design } = values;
  const accepts = canChooseAcceptance(merchantAccepts)
    ? { accept_cc: values.accept_cc, accept_ach: values.accept_ach }
    : defaultAcceptance(merchantAccepts);
  return {
    ...design,
    ...accepts,
    return_button: { ...values.return_button },
    store_type: 'payment_form',
    offering_ids: [offeringId],
    logo_image_id: logo?.id ?? null,
    banner_image_id: banner?.id ?? null,
    buy_button: null,
  };
}

const FORM_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'foreground_color',
  'background_color',
  'button_text',
  'special_instructions',
  'return_button.url',
  'return_button.text',
]);

/**
 * The design field a server error names (spec 2 §8: "property url_name becomes property name"), the
 * images by their fields; undefined for what the design step does not hold (offering_ids is the product step's).
 */
export function paymentFormFieldFor(property: string): Path<PaymentFormInput> | undefined {
  if (property === 'url_name') return 'name';
  if (property === 'logo_image_id') return 'logo';
  if (property === 'banner_image_id') return 'banner';
  return FORM_FIELDS.has(property) ? (property as Path<PaymentFormInput>) : undefined;
}
