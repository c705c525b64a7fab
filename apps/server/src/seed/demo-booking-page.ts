import type { ImageKind } from '@paybook/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { bookingPageSettings, merchants } from '../db/schema/index.ts';
import { normaliseUpload, renderWhole } from '../modules/images/image-processing.ts';
import { insertImage } from '../modules/images/images.repository.ts';

type DemoBookingPage = { description: string; logo: string; businessImage: string };

const leafLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="400" height="400" rx="80" fill="#1f6f5c"/>
  <path d="M200 70 C290 130 300 250 200 330 C100 250 110 130 200 70 Z" fill="#e8f5ef"/>
  <path d="M200 110 L200 320" stroke="#1f6f5c" stroke-width="10"/>
</svg>`;

const waveLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="400" height="400" rx="200" fill="#1c4e80"/>
  <path d="M70 230 Q135 150 200 230 T330 230" stroke="#f2f7fc" stroke-width="28" fill="none" stroke-linecap="round"/>
  <path d="M70 290 Q135 210 200 290 T330 290" stroke="#7fb2e5" stroke-width="20" fill="none" stroke-linecap="round"/>
  <circle cx="200" cy="130" r="34" fill="#f6c244"/>
</svg>`;

const banner = (
  from: string,
  to: string,
  accent: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="1600" height="500" fill="url(#g)"/>
  <circle cx="1320" cy="120" r="220" fill="${accent}" opacity="0.25"/>
  <circle cx="240" cy="460" r="260" fill="${accent}" opacity="0.18"/>
  <circle cx="900" cy="300" r="120" fill="#ffffff" opacity="0.12"/>
</svg>`;

/** DEMO.md: the booking pages of the merchants that book appointments, by url_subdomain. */
const DEMO_BOOKING_PAGES: Readonly<Record<string, DemoBookingPage>> = {
  juniper: {
    description:
      'Juniper Spa & Salon is a calm neighbourhood spa for massage, facials and hair. ' +
      'Book a treatment online, arrive ten minutes early, and let us take care of the rest.',
    logo: leafLogo,
    businessImage: banner('#cfe8dc', '#1f6f5c', '#f4f1e8'),
  },
  northwind: {
    description:
      'Northwind Fitness offers personal training, small-group classes and fitness assessments ' +
      'for every level. Pick a session, choose your coach, and bring water and a towel.',
    logo: waveLogo,
    businessImage: banner('#d6e6f5', '#1c4e80', '#f6c244'),
  },
  bluebird: {
    description:
      'Bluebird Cleaning keeps homes and apartments spotless, weekly or once. ' +
      'Book a clean, add the oven or the fridge, and we bring every supply.',
    logo: waveLogo,
    businessImage: banner('#dbeafe', '#1e40af', '#fde68a'),
  },
};

async function seedImage(tx: Database, merchantId: number, kind: ImageKind, svg: string) {
  // Drawn as SVG, stored as the PNG a merchant would upload.
  const original = await normaliseUpload(await sharp(Buffer.from(svg)).png().toBuffer(), kind);
  return insertImage(tx, merchantId, kind, original, await renderWhole(original));
}

/**
 * DEMO.md: a description, logo and business image for Juniper, Northwind and Bluebird. A demo merchant that is
 * not onboarding has chosen its time zone and booking address (spec 1 §3 meta.is_default_*).
 */
export async function seedDemoBookingPage(
  tx: Database,
  merchant: { id: number; urlSubdomain: string; isOnboarding: boolean },
): Promise<void> {
  if (!merchant.isOnboarding) {
    await tx
      .update(merchants)
      .set({ isDefaultTimeZone: false, isDefaultUrlSubdomain: false })
      .where(eq(merchants.id, merchant.id));
  }
  const page = DEMO_BOOKING_PAGES[merchant.urlSubdomain];
  if (!page) return;
  const logo = await seedImage(tx, merchant.id, 'merchant_logo', page.logo);
  const businessImage = await seedImage(tx, merchant.id, 'merchant_business', page.businessImage);
  await tx.insert(bookingPageSettings).values({
    merchantId: merchant.id,
    businessDescription: page.description,
    logoImageId: logo.id,
    businessImageId: businessImage.id,
  });
}
