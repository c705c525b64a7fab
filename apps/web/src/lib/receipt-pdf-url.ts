import type { getReceiptPdf } from '@paybook/contracts/endpoints/receipts';
import { endpointLink } from './call-endpoint';

/**
 * The receipt as a PDF (spec 3 §2.6 send-receipt: view, print or download), opened by the browser itself;
 * the order page and the point of sale's receipt page both link to it.
 */
export const receiptPdfUrl = (orderId: number) =>
  endpointLink<typeof getReceiptPdf>({ path: '/order/:orderId/receipt.pdf' }, { orderId });
