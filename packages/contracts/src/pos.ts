import {
  CUSTOMER_SEARCH_MIN_CHARACTERS,
  isCustomerSearchable,
  POS_CUSTOMER_PAGE_SIZE,
} from '@paybook/domain/checkout/customer-search';
import { z } from 'zod';
import { addressOption, priceStructure } from './catalogue.ts';
import { customerEmail, customerPhone, nameField } from './customer-fields.ts';
import { fieldMessages } from './field-messages.ts';
import { offeringCategory } from './offerings.ts';
import { idParam, intParam, lineText } from './primitives.ts';

// spec 3 §7 Point of sale: the calls the point of sale makes for its customer and its catalogue grid
// (issue 24 point 5). Field names in snake_case (ruling 1); money as decimal text (decision 1).

const amount = z.string().describe('Decimal string with two decimals, e.g. "45.00"');

/**
 * spec 3 §3.4 Customer (id, first and last name, e-mail, company, billing postal code) with the stats the
 * desk sees beside it, as Square shows a customer at the sale: orders, the total paid, the last order,
 * and how many cards and bank accounts are on file.
 */
export const posCustomer = z.object({
  id: z.number().int(),
  customer_number: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  billing_postal_code: z.string(),
  /** Orders not cancelled. */
  order_count: z.number().int(),
  total_amount_paid: amount,
  last_order_at: z.string().nullable(),
  stored_account_count: z.number().int(),
});
export type PosCustomer = z.infer<typeof posCustomer>;

export const posCustomerPage = z.object({
  data: z.array(posCustomer),
  total_item_count: z.number().int(),
});
export type PosCustomerPage = z.infer<typeof posCustomerPage>;

export const CUSTOMER_SEARCH_MESSAGE = `Type at least ${CUSTOMER_SEARCH_MIN_CHARACTERS} characters to search.`;

/** PUT customers_stats/search (spec 3 §5 "more than 2 characters"; §9 page size 200). */
export const posCustomerSearchQuery = z.object({
  page: intParam(1, 10_000).default(1),
  items_per_page: intParam(1, POS_CUSTOMER_PAGE_SIZE).default(POS_CUSTOMER_PAGE_SIZE),
});
export const posCustomerSearchBody = z.object({
  search: lineText.trim().max(100).refine(isCustomerSearchable, CUSTOMER_SEARCH_MESSAGE),
});

/**
 * PUT customer/stats/find: the customer that details typed at the desk name, by e-mail (ignoring case),
 * else by exact first and last name (spec 2 §5's duplicate search), so a quick add does not make a second.
 */
export const posCustomerFindBody = z
  .object({
    email: customerEmail.default(''),
    first_name: nameField.default(''),
    last_name: nameField.default(''),
  })
  .refine((body) => body.email !== '' || (body.first_name !== '' && body.last_name !== ''), {
    path: ['email'],
    message: 'Enter an e-mail, or a first and last name.',
  });
export const posCustomerFindResult = z.object({ customer: posCustomer.nullable() });

export const posCustomerIdParams = z.object({ customerId: idParam });

/**
 * PATCH customer/{id}: the desk corrects the customer's name or contact while selling (decision 111); the
 * fields left out keep their values. The rest of a customer is edited on the customer's page.
 */
export const patchCustomerBody = z
  .object({
    first_name: nameField.min(1, fieldMessages.required('a first name')).optional(),
    last_name: nameField.min(1, fieldMessages.required('a last name')).optional(),
    email: customerEmail.optional(),
    phone: customerPhone.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of first_name, last_name, email and phone.',
  });
export type PatchCustomerBody = z.input<typeof patchCustomerBody>;

/** spec 3 §3.4 Offering as the point of sale's grid sells it. */
export const posItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The preset price ("25.00"); a manual-entry item's price is typed at the sale. */
  price: amount,
  price_structure: priceStructure,
  unit_name: z.string().nullable(),
  is_price_manual_entry: z.boolean(),
  is_taxable: z.boolean(),
  address_option: addressOption,
  /** spec 2 §9 price text ("$59.00 every month"). */
  price_text: z.string(),
  offering_category: offeringCategory.nullable(),
});
export type PosItem = z.infer<typeof posItem>;

/** The most items one page of the grid holds; the rest are a page or a search away. */
export const POS_ITEMS_MAX_PAGE_SIZE = 100;

/**
 * GET offerings/active (spec 3 §7; the spec's IgnorePaging=true answered every item at once, which a large
 * catalogue cannot afford: here the items come a page at a time, searched and filtered in SQL).
 */
export const posItemKinds = ['all', 'one_time', 'recurring'] as const;
export type PosItemKind = (typeof posItemKinds)[number];

export const posItemsQuery = z.object({
  search: lineText.trim().max(100).default(''),
  category_id: idParam.optional(),
  /**
   * spec 3 §2.6 openDefaultProductModal (one-time or recurring): only recurring items, only the others,
   * or all.
   */
  kind: z.enum(posItemKinds).default('all'),
  page: intParam(1, 10_000).default(1),
  items_per_page: intParam(1, POS_ITEMS_MAX_PAGE_SIZE).default(60),
  /**
   * Only this item, active or not (never a deleted one): an appointment's service at checkout, which may
   * have been deactivated since the booking. The other filters still apply.
   */
  id: idParam.optional(),
});
export const posItemPage = z.object({
  data: z.array(posItem),
  /** Every active item that matches the search and category. */
  total_item_count: z.number().int(),
  /** The categories that hold an active item, by name (the grid's filter). */
  categories: z.array(offeringCategory),
});
export type PosItemPage = z.infer<typeof posItemPage>;
