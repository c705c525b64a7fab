import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export type CropCoordinates = { x: number; y: number; w: number; h: number; width: number; height: number };

/**
 * Uploaded images (spec 1 §9, spec 2 §7 image uploads): merchant logo and business image, offering,
 * service provider and store banner. The original and the cropped rendering are kept in the database so
 * every API node serves them. They are public by an unguessable `public_key` because public booking and
 * payment pages show them; ids alone never reveal one.
 */
export const images = pgTable(
  'images',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    publicKey: uuid('public_key').notNull().defaultRandom(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    original: bytea('original').notNull(),
    /** The rendering shown everywhere: the crop when one was made, otherwise a copy of the original. */
    rendered: bytea('rendered').notNull(),
    renderedContentType: text('rendered_content_type').notNull(),
    crop: jsonb('crop').$type<CropCoordinates>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('images_public_key_key').on(t.merchantId, t.publicKey),
    check(
      'images_kind_check',
      sql`${t.kind} in ('merchant_logo', 'merchant_business', 'offering', 'service_provider', 'store_banner', 'store_logo', 'design_logo', 'design_banner')`,
    ),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
