import type { CartLine, CheckoutAddress, OrderFeeChoice } from '@paybook/contracts';
import {
  amountBoundProblem,
  amountTooBigMessage,
  checkDiscountCode,
  type DiscountCodeRecord,
  isQuantityAllowed,
  MAX_AMOUNT_CENTS,
  type PricedOrder,
  type PriceStructure,
  type PricingFeeStructure,
  type PricingLine,
  priceOrder,
  priceToCents,
  pricingInputProblem,
  quantityTextToThousandths,
} from '@paybook/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feeStructures, feeStructureTaxes, offeringFeeStructures, offerings } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { addressOptionOf } from '../catalogue/address-option.ts';
import { amountOfText, percentToThousandths } from '../fee-structures/fee-structure-amount.ts';
import { discountDetailsOf } from '../fee-structures/fee-structure-presenter.ts';
import type { FeeStructureRow } from '../fee-structures/fee-structures.repository.ts';
import type { PlanLine } from './checkout-plan.ts';
import { preparedOn } from './checkout-statements.ts';

// Issue 15 point 2: the server prices every order itself, from the catalogue, the merchant's active fees
// and taxes, the order fees chosen and the discount code, with the one pricing function (decision 65).
// Nothing the browser says about a price or a total is read, except a manual-entry item's typed price.

/** spec 3 §8 "Order error display": an item gone, inactive or changed. */
export const CART_CHANGED_MESSAGE = 'Items in your cart have changed. Please review your order and resubmit.';

export interface PricedCart {
  priced: PricedOrder;
  lines: PlanLine[];
  /** The code's discount when it was applied (not dropped). */
  discount_fee_structure_id: number | null;
}

/**
 * Issue 25 (decision 122): a free-text line of an invoice, with no catalogue item. It is priced as offering
 * 0 (no fee, discount or tax names it; a tax naming no item applies when it is taxable), a fixed item for
 * a whole quantity and one sold by measure otherwise; its order line has no offering.
 */
export interface CustomCartLine {
  custom: { name: string; is_taxable: boolean };
  quantity: string;
  price: string;
  start_date: null;
}
export type AnyCartLine = CartLine | CustomCartLine;
const isCustom = (line: AnyCartLine): line is CustomCartLine => 'custom' in line;

export interface CartInput {
  cart: readonly AnyCartLine[];
  addresses: readonly Pick<CheckoutAddress, 'address_types'>[];
  discount_code: string;
  order_fees: readonly OrderFeeChoice[];
}

type FeeWithLinks = { fee: FeeStructureRow; offeringIds: string[]; taxIds: string[] };

/** A stored fee structure as priceOrder reads it (decision 65's units), with the items and taxes it names. */
export const pricingFeeOf = (
  fee: FeeStructureRow,
  offeringIds: readonly number[],
  taxIds: readonly number[],
): PricingFeeStructure => ({
  id: fee.id,
  type: fee.type,
  name: fee.name,
  is_percent: fee.isPercent,
  amount_cents: fee.isPercent ? null : fee.amountCents,
  percent_thousandths: fee.isPercent ? fee.percentThousandths : null,
  is_taxable: fee.isTaxable,
  offering_ids: offeringIds,
  tax_fee_structure_ids: fee.isTaxable ? taxIds : [],
});

const toPricing = ({ fee, offeringIds, taxIds }: FeeWithLinks): PricingFeeStructure =>
  pricingFeeOf(fee, offeringIds.map(Number), taxIds.map(Number));

const activeFeesStatement = (tx: Database) =>
  preparedOn(tx, 'checkout_active_fees', (db) =>
    db
      .select({
        fee: feeStructures,
        // int8 arrays come back as text; toPricing reads them as numbers.
        offeringIds: sql<string[]>`coalesce((select array_agg(l.offering_id order by l.offering_id)
          from ${offeringFeeStructures} l join ${offerings} o on o.merchant_id = l.merchant_id and o.id = l.offering_id
          where l.merchant_id = fee_structures.merchant_id and l.fee_structure_id = fee_structures.id
            and o.deleted_at is null), '{}')`,
        taxIds: sql<
          string[]
        >`coalesce((select array_agg(t.tax_fee_structure_id order by t.tax_fee_structure_id)
          from ${feeStructureTaxes} t
          where t.merchant_id = fee_structures.merchant_id and t.fee_structure_id = fee_structures.id), '{}')`,
      })
      .from(feeStructures)
      .where(
        and(
          eq(feeStructures.merchantId, sql.placeholder('merchantId')),
          isNull(feeStructures.deletedAt),
          eq(feeStructures.isActive, true),
        ),
      )
      .prepare('checkout_active_fees'),
  );

/**
 * The merchant's active fee structures with the offerings each applies to (not deleted) and the taxes
 * charged on it, in one query (the fee-structures module reads the same in three).
 */
function activeFeesWithLinks(tx: Database, merchantId: number): Promise<FeeWithLinks[]> {
  return activeFeesStatement(tx).execute({ merchantId });
}

/** What a sale needs of an offering to price and check it (the point of sale's grid shows the same). */
export const offeringSaleColumns = {
  id: offerings.id,
  name: offerings.name,
  priceCents: offerings.priceCents,
  priceStructure: offerings.priceStructure,
  unitName: offerings.unitName,
  isPriceManualEntry: offerings.isPriceManualEntry,
  isTaxable: offerings.isTaxable,
  recurrence: offerings.recurrence,
  serviceAddressRequired: offerings.serviceAddressRequired,
  shippingMethodSelector: offerings.shippingMethodSelector,
};

type OfferingRow = Pick<typeof offerings.$inferSelect, keyof typeof offeringSaleColumns>;

const offeringsStatement = (tx: Database) =>
  preparedOn(tx, 'checkout_offerings', (db) =>
    db
      .select(offeringSaleColumns)
      .from(offerings)
      .where(
        and(
          eq(offerings.merchantId, sql.placeholder('merchantId')),
          // One statement for any number of items: the ids are one array value.
          sql`${offerings.id} = any(${sql.placeholder('ids')}::bigint[])`,
          eq(offerings.isActive, true),
          isNull(offerings.deletedAt),
        ),
      )
      .prepare('checkout_offerings'),
  );

async function loadOfferings(tx: Database, merchantId: number, ids: readonly number[]) {
  const rows: OfferingRow[] = await offeringsStatement(tx).execute({ merchantId, ids: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, row]));
}

function customPricingLine(line: CustomCartLine, index: number) {
  const at = `cart.${index}`;
  const price = priceToCents(line.price);
  if (price === null) throw badRequest(`${at}.price`, 'Enter a price.');
  const quantity = quantityTextToThousandths(line.quantity) ?? 0;
  if (quantity <= 0) throw badRequest(`${at}.quantity`, 'Enter a quantity above 0');
  const pricing: PricingLine = {
    offering_id: 0,
    price_structure: quantity % 1000 === 0 ? 'fixed' : 'per_unit',
    unit_price_cents: price,
    quantity_thousandths: quantity,
    is_taxable: line.custom.is_taxable,
    start_date: null,
  };
  return { pricing, offering: null };
}

function pricingLine(line: AnyCartLine, index: number, offering: OfferingRow | undefined) {
  if (isCustom(line)) return customPricingLine(line, index);
  const at = `cart.${index}`;
  // spec 3 §8: an item that is gone or inactive (or another merchant's) is "items in your cart have changed".
  if (!offering) throw badRequest(`${at}.offering_id`, CART_CHANGED_MESSAGE);
  const structure = offering.priceStructure as PriceStructure;
  let unitPrice = offering.priceCents;
  if (offering.isPriceManualEntry) {
    const typed = line.price === null ? null : priceToCents(line.price);
    if (typed === null) throw badRequest(`${at}.price`, 'Enter a price.');
    unitPrice = typed;
  } else if (line.price !== null) {
    throw badRequest(`${at}.price`, CART_CHANGED_MESSAGE);
  }
  const quantity = quantityTextToThousandths(line.quantity) ?? 0;
  if (!isQuantityAllowed(structure, quantity)) {
    throw badRequest(`${at}.quantity`, 'Enter a whole number of items above 0');
  }
  const pricing: PricingLine = {
    offering_id: offering.id,
    price_structure: structure,
    unit_price_cents: unitPrice,
    quantity_thousandths: quantity,
    is_taxable: offering.isTaxable,
    start_date: line.start_date,
  };
  return { pricing, offering };
}

/** The order fee with this order's amount (spec 3 §2.6 edit-order-fees). */
function orderFeeOf(choice: OrderFeeChoice, index: number, fee: PricingFeeStructure | undefined) {
  const at = `order_fees.${index}`;
  if (fee?.type !== 'order_fee') throw badRequest(`${at}.fee_structure_id`, CART_CHANGED_MESSAGE);
  if (choice.amount === null) return fee;
  const amount = amountOfText(choice.amount, fee.is_percent);
  if (fee.is_percent) {
    const thousandths = percentToThousandths(amount);
    if (thousandths === null || thousandths < 1 || thousandths > 100_000)
      throw badRequest(
        `${at}.amount`,
        'Enter a percentage above 0 and at most 100, with at most three decimals',
      );
    return { ...fee, percent_thousandths: thousandths };
  }
  if (amount > MAX_AMOUNT_CENTS) throw badRequest(`${at}.amount`, amountTooBigMessage);
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw badRequest(`${at}.amount`, 'Enter an amount like 25 or 25.50, without thousands separators.');
  return { ...fee, amount_cents: amount };
}

/**
 * spec 3 §2.6 collect-addresses, spec 2 §4 address option: an item that needs a service or a shipping
 * address is sold only with one of that type.
 */
function checkAddresses(
  items: readonly Pick<OfferingRow, 'serviceAddressRequired' | 'shippingMethodSelector'>[],
  addresses: CartInput['addresses'],
) {
  const has = (type: 'service' | 'shipping') =>
    addresses.some((address) => address.address_types.includes(type));
  const option = (item: (typeof items)[number]) => addressOptionOf(item);
  if (items.some((item) => option(item) === 'service_address') && !has('service'))
    throw badRequest('addresses', 'An item in the cart needs a service address.');
  if (items.some((item) => option(item) === 'shipping_address') && !has('shipping'))
    throw badRequest('addresses', 'An item in the cart needs a shipping address.');
}

/** What pricing a cart reads: the items it names and the merchant's active fees, taxes and discounts. */
export interface CartCatalogue {
  offerings: Map<number, OfferingRow>;
  fees: FeeWithLinks[];
}

/**
 * Reads the cart's catalogue. Both queries leave at once: sent first in a tenant transaction they share
 * its set-up's round trip (db/tenant-connection.ts).
 */
export async function loadCartCatalogue(
  tx: Database,
  merchantId: number,
  input: Pick<CartInput, 'cart'>,
): Promise<CartCatalogue> {
  const [catalogue, fees] = await Promise.all([
    loadOfferings(
      tx,
      merchantId,
      input.cart.flatMap((line) => (isCustom(line) ? [] : [line.offering_id])),
    ),
    activeFeesWithLinks(tx, merchantId),
  ]);
  return { offerings: catalogue, fees };
}

/**
 * Checks the cart against its catalogue read and prices it (spec 3 §4.7, §4.8, §5). `quote`: prices only,
 * before the buyer has given the address an item needs (a store page's running total).
 */
export function priceLoadedCart(
  { offerings: catalogue, fees }: CartCatalogue,
  input: CartInput,
  today: string,
  now: Date,
  timeZone: string,
  quote = false,
): PricedCart {
  const checkedLines = input.cart.map((line, index) =>
    pricingLine(line, index, isCustom(line) ? undefined : catalogue.get(line.offering_id)),
  );
  const pricingLines = checkedLines.map((checked) => checked.pricing);
  if (!quote)
    checkAddresses(
      checkedLines.flatMap((checked) => (checked.offering ? [checked.offering] : [])),
      input.addresses,
    );
  const byId = new Map(fees.map((row) => [row.fee.id, toPricing(row)]));
  const itemFeesAndTaxes = fees.filter(({ fee }) => fee.type === 'fee' || fee.type === 'tax').map(toPricing);
  const orderFees = input.order_fees.map((choice, index) =>
    orderFeeOf(choice, index, byId.get(choice.fee_structure_id)),
  );

  let discounts: PricingFeeStructure[] = [];
  if (input.discount_code !== '') {
    const records: DiscountCodeRecord[] = fees
      .filter(({ fee }) => fee.type === 'line_item_discount' && fee.discountCode !== null)
      .map((row) => ({
        ...toPricing(row),
        is_active: row.fee.isActive,
        discount: discountDetailsOf(row.fee),
      }));
    const check = checkDiscountCode({
      code: input.discount_code,
      discounts: records,
      offering_ids: pricingLines.map((line) => line.offering_id),
      now,
      time_zone: timeZone,
    });
    // spec 3 §5 Checkout: 'Please provide a valid discount code.' / 'This discount code has expired.'
    if (check.status !== 'valid') throw badRequest('discount_code', check.message);
    discounts = [check.discount];
  }

  const pricingInput = {
    today,
    lines: pricingLines,
    fee_structures: itemFeesAndTaxes,
    order_fees: orderFees,
    discounts,
  };
  const problem = pricingInputProblem(pricingInput);
  if (problem) throw badRequest('cart', CART_CHANGED_MESSAGE);
  const priced = priceOrder(pricingInput);
  // Issue 23 point 1 (decision 95): no line and no order above the bound of one amount.
  const overBound = amountBoundProblem(priced);
  if (overBound)
    throw badRequest(overBound.line === null ? 'cart' : `cart.${overBound.line}.quantity`, overBound.message);
  const lines: PlanLine[] = checkedLines.map(({ pricing, offering }, index) => {
    const pricedLine = priced.lines[index];
    const line = input.cart[index];
    if (!offering) {
      return {
        offering_id: 0,
        name: line && isCustom(line) ? line.custom.name : '',
        unit_name: null,
        start_date: null,
        recurrence: null,
        fee_structure_ids: (pricedLine?.taxes ?? []).map((tax) => tax.fee_structure_id),
      };
    }
    return {
      offering_id: offering.id,
      name: offering.name,
      unit_name: offering.priceStructure === 'per_unit' ? offering.unitName : null,
      start_date: pricing.start_date,
      recurrence: offering.priceStructure === 'recurring' ? (offering.recurrence ?? null) : null,
      fee_structure_ids: [
        ...(pricedLine?.fees ?? []).map((fee) => fee.fee_structure_id),
        ...(pricedLine?.taxes ?? []).map((tax) => tax.fee_structure_id),
      ],
    };
  });
  const discountId = discounts[0] && !priced.discounts_dropped ? discounts[0].id : null;
  return { priced, lines, discount_fee_structure_id: discountId };
}
