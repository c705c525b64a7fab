import {
  BUY_BUTTON_DEFAULTS,
  BUY_BUTTON_LAYOUTS,
  BUY_BUTTON_SHAPES,
  BUY_BUTTON_SIZES,
  DEFAULT_RETURN_BUTTON_TEXT,
  HEX_COLOR_MESSAGE,
  HEX_COLOR_PATTERN,
} from '@paybook/domain/stores/store-design';
import { STORE_TOGGLES, STORE_TYPES } from '@paybook/domain/stores/store-status';
import { URL_NAME_MAX, URL_NAME_PATTERN } from '@paybook/domain/stores/url-name';
import { z } from 'zod';
import { imageRef } from './images.ts';
import { entityId, idParam, lineText, multilineText } from './primitives.ts';

// spec 2 §3 Store or payment form, Design settings, Buy-button fields; §5 Stores and forms; §7 Stores and
// payment forms (decision 164). Money is decimal text (decision 1).

export const storeType = z.enum(STORE_TYPES);
export const storeIdParams = z.object({ id: idParam });
export const storeStatusParams = z.object({ id: idParam, status: z.enum(STORE_TOGGLES) });
export const offeringFormsParams = z.object({ offeringId: idParam });

const color = lineText.trim().regex(HEX_COLOR_PATTERN, HEX_COLOR_MESSAGE);

/** spec 2 §3 Buy-button fields with the defaults of spec 2 §9. */
export const buyButtonFields = z.object({
  button_text: lineText
    .trim()
    .min(1, 'Enter the button’s text')
    .max(40)
    .default(BUY_BUTTON_DEFAULTS.button_text),
  button_background_color: color.default(BUY_BUTTON_DEFAULTS.button_background_color),
  button_text_color: color.default(BUY_BUTTON_DEFAULTS.button_text_color),
  button_size: z.enum(BUY_BUTTON_SIZES).default(BUY_BUTTON_DEFAULTS.button_size),
  button_shape: z
    .union(BUY_BUTTON_SHAPES.map((shape) => z.literal(shape)))
    .default(BUY_BUTTON_DEFAULTS.button_shape),
  layout_option: z.enum(BUY_BUTTON_LAYOUTS).default(BUY_BUTTON_DEFAULTS.layout_option),
  show_offering_name: z.boolean().default(true),
  show_offering_description: z.boolean().default(true),
  show_offering_image: z.boolean().default(true),
  show_offering_price: z.boolean().default(true),
  details_text_color: color.default(BUY_BUTTON_DEFAULTS.details_text_color),
});
export type BuyButtonFieldsInput = z.input<typeof buyButtonFields>;
export type BuyButtonFieldsValue = z.output<typeof buyButtonFields>;

/** spec 2 §3 return_button. */
export const returnButton = z.object({
  show: z.boolean().default(false),
  /** Where it leads: an http(s) address, needed when it shows. */
  url: lineText.trim().max(500).default(''),
  text: lineText.trim().max(40).default(DEFAULT_RETURN_BUTTON_TEXT),
});

/**
 * POST store and PUT store/{id} (spec 2 §3 Design settings, §7 "PUT store/{id} (design save)"). An empty
 * url_name derives from the name (spec 2 §5); a taken one is 400 naming `name` with 'Store name must be
 * unique' (spec 2 §8). A payment form and a buy button sell exactly one item, a store one or more
 * (none while a draft or inactive). accept_cc / accept_ach count only when the merchant accepts both.
 */
export const storeBody = z.object({
  name: lineText.trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  url_name: lineText
    .trim()
    .max(URL_NAME_MAX, `Use at most ${URL_NAME_MAX} characters`)
    .refine((text) => text === '' || URL_NAME_PATTERN.test(text.toLowerCase()), {
      message: 'Use letters, digits and single hyphens only, like class-pack',
    })
    .default(''),
  store_type: storeType,
  offering_ids: z.array(entityId).max(100, 'A store sells at most 100 items').default([]),
  logo_image_id: entityId.nullable().default(null),
  banner_image_id: entityId.nullable().default(null),
  foreground_color: color.default('#ffffff'),
  background_color: color.default('#1864ab'),
  show_phone: z.boolean().default(true),
  show_location: z.boolean().default(true),
  show_email: z.boolean().default(true),
  button_text: lineText.trim().min(1, 'Enter the button’s text').max(40).default('Pay'),
  special_instructions: multilineText.trim().max(2000).default(''),
  customer_login: z.boolean().default(false),
  accept_cc: z.boolean().default(true),
  accept_ach: z.boolean().default(true),
  return_button: returnButton.prefault({}),
  /** Needed for (and only for) a buy_button. */
  buy_button: buyButtonFields.nullable().default(null),
});
export type StoreBodyInput = z.input<typeof storeBody>;
export type StoreBody = z.output<typeof storeBody>;

/** spec 2 §3 items: "the offering id is the part after the underscore of each item id". */
export const storeItem = z.object({
  id: z.string(),
  offering_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The domain's offeringPriceText, as the catalogue shows it. */
  price_text: z.string(),
  image: imageRef.nullable(),
  is_active: z.boolean(),
});

/** spec 2 §3 Store or payment form with its design settings (GET stores rows, store/{id}/with_images). */
export const store = z.object({
  id: z.number().int(),
  name: z.string(),
  url_name: z.string(),
  store_type: storeType,
  /** 0 draft, 1 active, 2 inactive. */
  status: z.number().int(),
  is_active: z.boolean(),
  offerings_count: z.number().int(),
  items: z.array(storeItem),
  offering_ids: z.array(z.number().int()),
  logo_image: imageRef.nullable(),
  banner_image: imageRef.nullable(),
  /** The hosted page, /pay/{url_subdomain}/{url_name}, on this server. */
  full_url: z.string(),
  foreground_color: z.string(),
  background_color: z.string(),
  show_phone: z.boolean(),
  show_location: z.boolean(),
  show_email: z.boolean(),
  button_text: z.string(),
  special_instructions: z.string(),
  customer_login: z.boolean(),
  accept_cc: z.boolean(),
  accept_ach: z.boolean(),
  return_button: z.object({ show: z.boolean(), url: z.string(), text: z.string() }),
  buy_button: buyButtonFields.nullable(),
  created_at: z.iso.datetime({ offset: true }),
  is_deleted: z.boolean(),
});
export type Store = z.infer<typeof store>;

/** spec 2 §7 "Payment form create returns data.url_name": the writes answer `{ data: store }`. */
export const storeAnswer = z.object({ data: store });
export type StoreAnswer = z.infer<typeof storeAnswer>;

export const storeListQuery = z.object({
  store_type: storeType.optional(),
});
/** GET stores: every store, payment form and buy button not deleted, newest first. */
export const storeList = z.object({ data: z.array(store), total_item_count: z.number().int() });
export type StoreList = z.infer<typeof storeList>;

/** DELETE stores/{id}: the banner says "'{name}' has been deleted." (spec 2 §8). */
export const storeDeleted = z.object({ id: z.number().int(), name: z.string(), message: z.string() });

/** GET catalog/offering/{id}/active_payment_forms; PUT …/deactivate_payment_forms answers the same list. */
export const offeringPaymentForms = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), store_type: storeType })),
});
export type OfferingPaymentForms = z.infer<typeof offeringPaymentForms>;

/** GET merchant_config/is_op_completed/{op}. */
export const merchantOperation = z.enum(['request_cc_payment', 'enable_ecommerce_ach_shown']);
export const merchantOperationParams = z.object({ op: merchantOperation });
export const operationCompleted = z.object({ op: merchantOperation, is_completed: z.boolean() });
/** PUT stores/enableAch: how many stores and forms now take bank payments. */
export const achEnabled = z.object({ updated_count: z.number().int() });
