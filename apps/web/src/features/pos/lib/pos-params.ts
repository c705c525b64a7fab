// spec 3 §2.6: the point of sale's addresses and their parameters. /pos takes customerId (or customer, or
// the old #/pos?customer={id}), appointmentId and openDefaultProductModal (one-time or recurring);
// /pos/send-receipt and /pos/transaction-complete carry the sale, and go back to /pos without orderId.

export type DefaultProductModal = 'one-time' | 'recurring';

export interface PosPreselection {
  customerId: number | null;
  appointmentId: number | null;
  openDefaultProductModal: DefaultProductModal | null;
}

const positiveId = (text: string | null): number | null => {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The query of an old hash address ('#/pos?customer=12'), or null when the hash is no /pos address. */
function hashQuery(hash: string): URLSearchParams | null {
  const match = /^#\/pos\/?\?(.*)$/.exec(hash);
  return match ? new URLSearchParams(match[1]) : null;
}

/** What /pos was opened with: `search` and `hash` as location has them. */
export function readPosPreselection(search: string, hash = ''): PosPreselection {
  const params = new URLSearchParams(search);
  const fromHash = hashQuery(hash);
  const customerId =
    positiveId(params.get('customerId')) ??
    positiveId(params.get('customer')) ??
    positiveId(fromHash?.get('customer') ?? null) ??
    positiveId(fromHash?.get('customerId') ?? null);
  const modal = params.get('openDefaultProductModal');
  return {
    customerId,
    appointmentId: positiveId(params.get('appointmentId')),
    openDefaultProductModal: modal === 'one-time' || modal === 'recurring' ? modal : null,
  };
}

/** spec 3 §2.6 send-receipt's parameters. */
export interface SendReceiptParams {
  orderId: number;
  changeDue: string;
  paymentType: string;
  amountPaid: string;
  containsSubscription: boolean;
  customerSelected: boolean;
  customerEmail: string;
}

export function sendReceiptPath(params: SendReceiptParams): string {
  const query = new URLSearchParams({
    orderId: String(params.orderId),
    changeDue: params.changeDue,
    paymentType: params.paymentType,
    amountPaid: params.amountPaid,
    containsSubscription: String(params.containsSubscription),
    customerSelected: String(params.customerSelected),
    customerEmail: params.customerEmail,
  });
  return `/pos/send-receipt?${query.toString()}`;
}

/** The send-receipt page's parameters, or null without a valid orderId (the page then goes to /pos). */
export function readSendReceiptParams(search: string): SendReceiptParams | null {
  const params = new URLSearchParams(search);
  const orderId = positiveId(params.get('orderId'));
  if (orderId === null) return null;
  return {
    orderId,
    changeDue: params.get('changeDue') ?? '',
    paymentType: params.get('paymentType') ?? '',
    amountPaid: params.get('amountPaid') ?? '',
    containsSubscription: params.get('containsSubscription') === 'true',
    customerSelected: params.get('customerSelected') === 'true',
    customerEmail: params.get('customerEmail') ?? '',
  };
}

export const transactionCompletePath = (orderId: number) => `/pos/transaction-complete?orderId=${orderId}`;

/** The transaction-complete page's order, or null (the page then goes to /pos). */
export function readTransactionCompleteOrderId(search: string): number | null {
  return positiveId(new URLSearchParams(search).get('orderId'));
}
