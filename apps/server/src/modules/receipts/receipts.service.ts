import type { Receipt, sendReceiptBody } from '@paybook/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { readPdfBrand } from '../design-settings/pdf-brand.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { loadMerchantTemplate } from '../email/template-store.ts';
import { composeReceiptEmail } from './receipt-email.ts';
import { loadReceipt } from './receipt-loader.ts';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf.ts';
import { type ReceiptDocument, receiptView } from './receipt-view.ts';

// spec 3 §2.6 send-receipt, §4.2 "Send receipt and view/print receipt". The routes check the rights
// (packages/domain/src/receipts); another merchant's order is not found (404), and a cancelled order's
// receipt still reads and prints.

const ORDER = 'The order';

async function requireReceipt(tx: Database, user: UserContext, orderId: number): Promise<ReceiptDocument> {
  const doc = await loadReceipt(tx, user.merchantId, orderId);
  if (!doc) throw notFound(ORDER);
  return doc;
}

/** GET order/{id}/receipt. */
export function getReceipt(db: Database, user: UserContext, orderId: number): Promise<Receipt> {
  return withTenantRead(db, user.merchantId, async (tx) => (await requireReceipt(tx, user, orderId)).receipt);
}

/** GET order/{id}/receipt.pdf: the bytes and the file name ('receipt-1001.pdf'). */
export async function getReceiptPdf(
  db: Database,
  user: UserContext,
  orderId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  // Drawn after the transaction ends: the connection is not held while the PDF is made.
  const { doc, brand } = await withTenantRead(db, user.merchantId, async (tx) => ({
    doc: await requireReceipt(tx, user, orderId),
    // Issue 26 point 4: the merchant's design on its receipts.
    brand: await readPdfBrand(tx, user.merchantId),
  }));
  return {
    fileName: receiptFileName(doc.receipt.order.order_number),
    pdf: await renderReceiptPdf(doc, { brand }),
  };
}

/**
 * POST order/{id}/send_receipt: queues the order_receipt e-mail (text and HTML, the PDF attached) in the
 * outbox (ruling 7), once per Idempotency-Key.
 */
export function sendReceipt(
  db: Database,
  request: FastifyRequest,
  user: UserContext,
  orderId: number,
  body: z.output<typeof sendReceiptBody>,
): Promise<IdempotentResult<{ ok: true }>> {
  return runIdempotent(db, request, user, 200, async (tx) => {
    await queueReceiptEmail(tx, user.merchantId, await requireReceipt(tx, user, orderId), body.email);
    return { ok: true as const };
  });
}

/**
 * Queues the order_receipt e-mail of `doc` to `to`, the PDF attached, in the caller's transaction, with the
 * merchant's texts of the template (ruling 7).
 */
export async function queueReceiptEmail(tx: Database, merchantId: number, doc: ReceiptDocument, to: string) {
  const template = await loadMerchantTemplate(tx, merchantId, 'order_receipt');
  await enqueueEmail(tx, merchantId, {
    kind: template.definition.template_key,
    to,
    ...composeReceiptEmail(doc, template.texts),
    // Drawn at delivery (decision 161): the caller's transaction does not wait on pdfkit.
    attachments: [
      {
        filename: receiptFileName(doc.receipt.order.order_number),
        contentType: 'application/pdf',
        pdf: { view: receiptView(doc) },
      },
    ],
  });
}
