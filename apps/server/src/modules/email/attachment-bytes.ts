import type { EmailAttachment } from '../../db/schema/index.ts';
import { drawPdf } from '../receipts/receipt-pdf.ts';

/** An outbox attachment's bytes: stored as base64, or a PDF drawn now from its stored drawing (decision 161). */
export function attachmentBytes(file: EmailAttachment): Promise<Buffer> {
  if ('pdf' in file) return drawPdf(file.pdf);
  return Promise.resolve(Buffer.from(file.contentBase64, 'base64'));
}
