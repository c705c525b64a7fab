import { DESIGN_DEFAULTS } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images, merchantDesign } from '../../db/schema/index.ts';

// Issue 26 point 4: a receipt carries the merchant's design (decision 183): its brand colour as a bar across
// the top and its logo above the heading. pdfkit embeds PNG and JPEG; a logo in another format is left out.

export interface PdfBrand {
  primaryColor: string;
  logo: Buffer | null;
}

const EMBEDDABLE = new Set(['image/png', 'image/jpeg']);

/** The merchant's brand for a PDF (the defaults without a design), in the caller's tenant transaction. */
export async function readPdfBrand(tx: Database, merchantId: number): Promise<PdfBrand> {
  const [row] = await tx
    .select({
      primaryColor: merchantDesign.primaryColor,
      logo: images.rendered,
      logoType: images.renderedContentType,
    })
    .from(merchantDesign)
    .leftJoin(
      images,
      and(eq(images.merchantId, merchantDesign.merchantId), eq(images.id, merchantDesign.logoImageId)),
    )
    .where(eq(merchantDesign.merchantId, merchantId));
  return {
    primaryColor: row?.primaryColor ?? DESIGN_DEFAULTS.primary_color,
    logo: row?.logo && row.logoType && EMBEDDABLE.has(row.logoType) ? row.logo : null,
  };
}

const BAR_HEIGHT = 8;
const LOGO_BOX = { top: 14, height: 34, width: 120 };

/** Draws the brand in the top margin (above MARGIN), leaving the page's flow where it was. */
export function drawPdfBrand(pdf: PDFKit.PDFDocument, brand: PdfBrand, margin: number): void {
  const { x, y } = pdf;
  pdf.rect(0, 0, pdf.page.width, BAR_HEIGHT).fill(brand.primaryColor);
  if (brand.logo) {
    pdf.image(brand.logo, margin, LOGO_BOX.top, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
  }
  pdf.x = x;
  pdf.y = y;
}
