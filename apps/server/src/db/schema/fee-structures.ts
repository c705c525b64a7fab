import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { offerings } from './offerings.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

export const feeStructureTypes = ['fee', 'order_fee', 'tax', 'line_item_discount'] as const;
export type FeeStructureKind = (typeof feeStructureTypes)[number];

/**
 * spec 3 §3.3 Fee structure: the merchant's taxes, fees and discounts (settings, spec 3 §2.5). An amount
 * is either cents (ruling 9) or a percentage kept in thousandths of a percent (8.375 % is 8375), never
 * both. A discount may carry a code, a number of allowed uses and a first and last day (spec 3 §4.7).
 * A deleted fee keeps its row (`deleted_at`) so past orders still name it.
 */
export const feeStructures = pgTable(
  'fee_structures',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    type: text('type').$type<FeeStructureKind>().notNull(),
    name: text('name').notNull(),
    isPercent: boolean('is_percent').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    percentThousandths: integer('percent_thousandths'),
    isActive: boolean('is_active').notNull().default(true),
    isRecurring: boolean('is_recurring').notNull().default(false),
    isTaxable: boolean('is_taxable').notNull().default(false),
    discountCode: text('discount_code'),
    discountUses: integer('discount_uses'),
    discountStartDate: date('discount_start_date'),
    discountEndDate: date('discount_end_date'),
    discountsUsedCount: integer('discounts_used_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('fee_structures_merchant_type_idx').on(t.merchantId, t.type),
    // A code names one discount of the merchant's that is not deleted, ignoring case.
    uniqueIndex('fee_structures_discount_code_key')
      .on(t.merchantId, sql`lower(${t.discountCode})`)
      .where(sql`${t.discountCode} is not null and ${t.deletedAt} is null`),
    check('fee_structures_type_check', sql`${t.type} in ('fee', 'order_fee', 'tax', 'line_item_discount')`),
    check('fee_structures_name_check', sql`length(trim(${t.name})) between 1 and 100`),
    check(
      'fee_structures_amount_check',
      sql`case when ${t.isPercent}
            then ${t.percentThousandths} between 1 and 100000 and ${t.amountCents} is null
            else ${t.amountCents} > 0 and ${t.percentThousandths} is null end`,
    ),
    check(
      'fee_structures_discount_check',
      sql`${t.type} = 'line_item_discount' or (${t.discountCode} is null and ${t.discountUses} is null
            and ${t.discountStartDate} is null and ${t.discountEndDate} is null)`,
    ),
    check('fee_structures_discount_uses_check', sql`${t.discountUses} is null or ${t.discountUses} >= 1`),
    check(
      'fee_structures_discount_dates_check',
      sql`${t.discountStartDate} is null or ${t.discountEndDate} is null
            or ${t.discountStartDate} <= ${t.discountEndDate}`,
    ),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/**
 * spec 2 §3 fee_structure_ids and spec 3 §3.3 offering_ids: which item-level fees, taxes and discounts
 * apply to which offerings; one table read from both sides.
 */
export const offeringFeeStructures = pgTable(
  'offering_fee_structures',
  {
    merchantId: merchantIdColumn(),
    offeringId: bigint('offering_id', { mode: 'number' }).notNull(),
    feeStructureId: bigint('fee_structure_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.offeringId, t.feeStructureId] }),
    index('offering_fee_structures_fee_idx').on(t.merchantId, t.feeStructureId),
    foreignKey({
      columns: [t.merchantId, t.offeringId],
      foreignColumns: [offerings.merchantId, offerings.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.feeStructureId],
      foreignColumns: [feeStructures.merchantId, feeStructures.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/** spec 3 §3.3 tax_fee_structure_ids: the taxes charged on a taxable fee. */
export const feeStructureTaxes = pgTable(
  'fee_structure_taxes',
  {
    merchantId: merchantIdColumn(),
    feeStructureId: bigint('fee_structure_id', { mode: 'number' }).notNull(),
    taxFeeStructureId: bigint('tax_fee_structure_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.feeStructureId, t.taxFeeStructureId] }),
    check('fee_structure_taxes_not_self_check', sql`${t.feeStructureId} <> ${t.taxFeeStructureId}`),
    foreignKey({
      columns: [t.merchantId, t.feeStructureId],
      foreignColumns: [feeStructures.merchantId, feeStructures.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.taxFeeStructureId],
      foreignColumns: [feeStructures.merchantId, feeStructures.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/**
 * spec 2 §5 "saved templates": custom fields the merchant keeps to add to other items. Names are unique
 * per merchant ignoring case. `type` is spec 2 §3's code (0 check box … 8 auto complete).
 */
export const customFieldTemplates = pgTable(
  'custom_field_templates',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    type: integer('type').notNull(),
    hintText: text('hint_text'),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    isRequired: boolean('is_required').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('custom_field_templates_name_key').on(t.merchantId, sql`lower(${t.name})`),
    check('custom_field_templates_type_check', sql`${t.type} in (0, 1, 2, 3, 4, 5, 6, 8)`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
