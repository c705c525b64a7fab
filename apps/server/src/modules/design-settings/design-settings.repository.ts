import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { images, merchantDesign, merchants } from '../../db/schema/index.ts';

const logos = alias(images, 'design_logo');
const banners = alias(images, 'design_banner');

/** The merchant, its accepted payment types and its design row with its images' keys (null: defaults). */
export async function findDesign(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({
      companyName: merchants.name,
      acceptedPaymentTypes: merchants.acceptedPaymentTypes,
      logoImageId: merchantDesign.logoImageId,
      logoPublicKey: logos.publicKey,
      bannerImageId: merchantDesign.bannerImageId,
      bannerPublicKey: banners.publicKey,
      primaryColor: merchantDesign.primaryColor,
      backgroundColor: merchantDesign.backgroundColor,
      acceptCc: merchantDesign.acceptCc,
      acceptAch: merchantDesign.acceptAch,
    })
    .from(merchants)
    .leftJoin(merchantDesign, eq(merchantDesign.merchantId, merchants.id))
    .leftJoin(
      logos,
      sql`${logos.merchantId} = ${merchants.id} and ${logos.id} = ${merchantDesign.logoImageId}`,
    )
    .leftJoin(
      banners,
      sql`${banners.merchantId} = ${merchants.id} and ${banners.id} = ${merchantDesign.bannerImageId}`,
    )
    .where(eq(merchants.id, merchantId));
  return row;
}
export type DesignRow = NonNullable<Awaited<ReturnType<typeof findDesign>>>;

export type DesignValues = {
  logoImageId: number | null;
  bannerImageId: number | null;
  primaryColor: string;
  backgroundColor: string;
  acceptCc: boolean;
  acceptAch: boolean;
};

export async function saveDesign(tx: Database, merchantId: number, values: DesignValues): Promise<void> {
  await tx
    .insert(merchantDesign)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: merchantDesign.merchantId, set: { ...values, updatedAt: sql`now()` } });
}
