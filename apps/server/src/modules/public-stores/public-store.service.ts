import {
  buyButtonFields,
  catalogueCustomField,
  type PublicStore,
  type PublicStoreQuote,
  type publicStoreCart,
} from '@paybook/contracts';
import {
  type AnsweredField,
  centsToPrice,
  chargedLaterCents,
  checkCustomFieldAnswers,
  type KeptAnswer,
  quantityText,
  todayInTimeZone,
} from '@paybook/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { merchantOfUrlSubdomain } from '../../db/merchant-keys.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, fieldProblemsError, notFound } from '../../lib/app-error.ts';
import { priceOf } from '../catalogue/catalogue-presenter.ts';
import {
  type CartCatalogue,
  loadCartCatalogue,
  type PricedCart,
  priceLoadedCart,
} from '../checkout/checkout-cart.ts';
import { imageLink } from '../images/images.repository.ts';
import { findPayPageMerchant } from '../invoices/invoices.repository.ts';
import { publicBusinessOf } from '../receipts/receipt-loader.ts';
import { findImageKeys, listStoreItems } from '../stores/stores.repository.ts';
import { findActiveStore } from './public-store.repository.ts';
import type { StorePageCache } from './store-page-cache.ts';

// Ruling 4; issue 27 point 4 (decision 165): the hosted page /pay/{url_subdomain}/{url_name}.

export const STORE_PAGE = 'This page';
export type PublicCart = z.output<typeof publicStoreCart>;

/** The merchant a page's subdomain names; 404 for an unknown one. */
export async function merchantOfPage(db: Database, urlSubdomain: string): Promise<number> {
  const merchantId = await merchantOfUrlSubdomain(db, urlSubdomain.toLowerCase());
  if (merchantId === undefined) throw notFound(STORE_PAGE);
  return merchantId;
}

/** Everything a page shows and sells, read in the merchant's tenant: the store, its items, the merchant. */
async function readStorePage(tx: Database, merchantId: number, urlName: string) {
  const store = await findActiveStore(tx, merchantId, urlName.toLowerCase());
  if (!store) throw notFound(STORE_PAGE);
  const items = await listStoreItems(tx, merchantId, [store.id]);
  const merchant = await findPayPageMerchant(tx, merchantId);
  const images = [store.logoImageId, store.bannerImageId].filter((id) => id !== null);
  const keys = await findImageKeys(tx, merchantId, images);
  // A store hides its inactive items; a payment form's one item is active while the form is (decision 164).
  const offerings = items.map((item) => item.offering).filter((offering) => offering.isActive);
  return { store, offerings, merchant, keys };
}
type StorePage = Awaited<ReturnType<typeof readStorePage>>;

/** What the page takes: the form's payment types that the merchant still accepts. */
const pageAccepts = ({ store, merchant }: Pick<StorePage, 'store' | 'merchant'>) => ({
  card: store.acceptCc && merchant.acceptedPaymentTypes.includes('CC'),
  bank: store.acceptAch && merchant.acceptedPaymentTypes.includes('ACH'),
});

const link = (id: number | null, keys: Map<number, string>) => {
  const key = id === null ? undefined : keys.get(id);
  return key ? imageLink(key) : null;
};

const storedFields = z.array(catalogueCustomField);

/** spec 2 §3: the custom fields a buyer fills in for the item (as the catalogue saved them). */
const buyerFieldsOf = (offering: StorePage['offerings'][number]) =>
  storedFields.parse(offering.customFieldsCollection ?? []);

function presentPage(page: StorePage): PublicStore {
  const { store, merchant } = page;
  const business = publicBusinessOf(merchant);
  const accepts = pageAccepts(page);
  return {
    name: store.name,
    store_type: store.storeType,
    logo_url: link(store.logoImageId, page.keys),
    banner_url: link(store.bannerImageId, page.keys),
    foreground_color: store.foregroundColor,
    background_color: store.backgroundColor,
    button_text: store.buttonText,
    special_instructions: store.specialInstructions,
    business: {
      name: business.name,
      phone: store.showPhone && business.phone !== '' ? business.phone : null,
      email: store.showEmail && business.email !== '' ? business.email : null,
      address_lines: store.showLocation ? business.address_lines : [],
    },
    accepts_card: accepts.card,
    accepts_ach: accepts.bank,
    return_button: { show: store.returnButtonShow, url: store.returnButtonUrl, text: store.returnButtonText },
    items: page.offerings.map((offering) => {
      const { structure, text } = priceOf(offering);
      return {
        offering_id: offering.id,
        name: offering.name,
        description: offering.description,
        price_text: text,
        price: offering.isPriceManualEntry ? null : centsToPrice(offering.priceCents),
        price_structure: structure,
        unit_name: offering.unitName,
        image_url: offering.imagePublicKey ? imageLink(offering.imagePublicKey) : null,
        address:
          offering.shippingMethodSelector === 'delivery_only'
            ? 'shipping'
            : offering.serviceAddressRequired
              ? 'service'
              : 'none',
        custom_fields: buyerFieldsOf(offering).map(
          ({ name, label, type, hint_text, options, is_required }) => ({
            name,
            label,
            type,
            hint_text,
            options,
            is_required,
          }),
        ),
      };
    }),
    buy_button: store.buyButton === null ? null : buyButtonFields.parse(store.buyButton),
    // Ruling 5: the app's processor is the sandbox (app.ts).
    is_test_mode: true,
  };
}

/** What the pay and quote calls need of a page beside what it shows (kept with it in the node cache). */
export interface StoreFacts {
  storeId: number;
  storeType: StorePage['store']['storeType'];
  timeZone: string;
  features: readonly string[];
  accepts: { card: boolean; bank: boolean };
  /** The items the page sells (a store's active ones). */
  soldIds: readonly number[];
  /** Each sold item's custom fields, which a purchase's answers are checked against. */
  fields: Readonly<Record<number, readonly AnsweredField[]>>;
}

/** A page as the node cache keeps it: its merchant, its answer and its facts. */
export interface StorePageEntry {
  merchantId: number;
  page: PublicStore;
  facts: StoreFacts;
}

/** Reads a page whole: its merchant by subdomain, then the store, items and merchant in its tenant. */
async function loadStorePage(db: Database, urlSubdomain: string, urlName: string): Promise<StorePageEntry> {
  const merchantId = await merchantOfPage(db, urlSubdomain);
  return withTenantRead(db, merchantId, async (tx) => {
    const read = await readStorePage(tx, merchantId, urlName);
    return {
      merchantId,
      page: presentPage(read),
      facts: {
        storeId: read.store.id,
        storeType: read.store.storeType,
        timeZone: read.merchant.timeZone,
        features: read.merchant.features,
        accepts: pageAccepts(read),
        soldIds: read.offerings.map((offering) => offering.id),
        fields: Object.fromEntries(read.offerings.map((offering) => [offering.id, buyerFieldsOf(offering)])),
      },
    };
  });
}

/** The page at this address, from this node's cache when it holds it (store-page-cache.ts). */
export function storePageEntry(
  db: Database,
  cache: StorePageCache,
  urlSubdomain: string,
  urlName: string,
): Promise<StorePageEntry> {
  return cache.entry(urlSubdomain, urlName, () => loadStorePage(db, urlSubdomain, urlName));
}

/** GET public/store/{url_subdomain}/{url_name}. */
export async function getPublicStore(
  db: Database,
  cache: StorePageCache,
  urlSubdomain: string,
  urlName: string,
): Promise<PublicStore> {
  return (await storePageEntry(db, cache, urlSubdomain, urlName)).page;
}

/**
 * The cart priced by the one pricing function; an item the page does not sell is refused by name. A quote
 * prices what is chosen before the buyer gives an address; a purchase without the address an item needs
 * is refused on the page's address field.
 */
export function priceStoreCart(
  facts: StoreFacts,
  catalogue: CartCatalogue,
  cart: PublicCart,
  now: Date,
  quote = false,
): PricedCart {
  const sold = new Set(facts.soldIds);
  cart.lines.forEach((line, index) => {
    if (!sold.has(line.offering_id))
      throw badRequest(`lines.${index}.offering_id`, 'This item is not sold here any more. Reload the page.');
  });
  const input = {
    cart: cart.lines,
    addresses: cart.address ? [cart.address] : [],
    discount_code: cart.discount_code,
    order_fees: [],
  };
  try {
    return priceLoadedCart(
      catalogue,
      input,
      todayInTimeZone(facts.timeZone, now),
      now,
      facts.timeZone,
      quote,
    );
  } catch (error) {
    if (error instanceof AppError && error.details?.[0]?.property === 'addresses')
      throw badRequest('address.address1', error.message);
    throw error;
  }
}

/**
 * spec 2 §3: the buyer's answers to each line's item fields, checked (400 naming
 * `lines.{i}.custom_fields.{field name}`), as the order's lines keep them.
 */
export function customFieldAnswersOf(facts: StoreFacts, cart: PublicCart): KeptAnswer[][] {
  const problems: Record<string, string> = {};
  const kept = cart.lines.map((line, index) => {
    const checked = checkCustomFieldAnswers(facts.fields[line.offering_id] ?? [], line.custom_fields);
    for (const [name, message] of Object.entries(checked.problems))
      problems[`lines.${index}.custom_fields.${name}`] = message;
    return checked.kept;
  });
  const refusal = fieldProblemsError(problems);
  if (refusal) throw refusal;
  return kept;
}

/** What is charged today: the lines starting later are charged on their dates (decision 133). */
export const dueNowCents = (cart: PricedCart, today: string) =>
  cart.priced.total_cents - chargedLaterCents(cart.priced.lines, cart.lines, today);

/** POST public/store/{…}/quote: the page from the cache, the cart's catalogue read in one transaction. */
export async function quotePublicStore(
  db: Database,
  cache: StorePageCache,
  urlSubdomain: string,
  urlName: string,
  cart: PublicCart,
  now = new Date(),
): Promise<PublicStoreQuote> {
  const { merchantId, facts } = await storePageEntry(db, cache, urlSubdomain, urlName);
  const catalogue = await withTenantRead(db, merchantId, (tx) =>
    loadCartCatalogue(tx, merchantId, { cart: cart.lines }),
  );
  return quoteOf(priceStoreCart(facts, catalogue, cart, now, true), todayInTimeZone(facts.timeZone, now));
}

export function quoteOf(cart: PricedCart, today: string): PublicStoreQuote {
  const { priced } = cart;
  return {
    lines: priced.lines.map((line, index) => ({
      offering_id: line.offering_id,
      name: cart.lines[index]?.name ?? '',
      quantity: quantityText(line.quantity_thousandths),
      amount: centsToPrice(line.total_cents),
    })),
    amount_subtotal: centsToPrice(priced.subtotal_cents),
    amount_discount: centsToPrice(priced.discount_cents),
    amount_fee: centsToPrice(priced.fee_cents),
    amount_tax: centsToPrice(priced.tax_cents),
    amount_total: centsToPrice(priced.total_cents),
    amount_due_now: centsToPrice(dueNowCents(cart, today)),
  };
}
