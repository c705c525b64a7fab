import { describe, expect, it } from 'vitest';
import {
  readPosPreselection,
  readSendReceiptParams,
  readTransactionCompleteOrderId,
  sendReceiptPath,
  transactionCompletePath,
} from './pos-params';

// spec 3 §2.6: the point of sale's addresses and their parameters.
describe('readPosPreselection', () => {
  it.each([
    ['?customerId=12', '', { customerId: 12 }],
    ['?customer=13', '', { customerId: 13 }],
    ['', '#/pos?customer=14', { customerId: 14 }],
    ['?customerId=12&customer=13', '', { customerId: 12 }],
    ['?customerId=abc', '', { customerId: null }],
    ['?customerId=0', '', { customerId: null }],
    ['?customerId=-3', '', { customerId: null }],
    ['?customerId=99999999999999999999', '', { customerId: null }],
    ['', '#/other?customer=14', { customerId: null }],
    ['?appointmentId=55', '', { appointmentId: 55, customerId: null }],
    ['?openDefaultProductModal=one-time', '', { openDefaultProductModal: 'one-time' }],
    ['?openDefaultProductModal=recurring', '', { openDefaultProductModal: 'recurring' }],
    ['?openDefaultProductModal=other', '', { openDefaultProductModal: null }],
    ['', '', { customerId: null, appointmentId: null, openDefaultProductModal: null }],
  ])('%s %s → %o', (search, hash, expected) => {
    expect(readPosPreselection(search, hash)).toMatchObject(expected);
  });
});

describe('send-receipt and transaction-complete', () => {
  const params = {
    orderId: 41,
    changeDue: '3.50',
    paymentType: 'cash',
    amountPaid: '16.50',
    containsSubscription: false,
    customerSelected: true,
    customerEmail: 'ann+pos@example.com',
  };

  it('the send-receipt address carries every parameter and reads back the same', () => {
    const path = sendReceiptPath(params);
    expect(path.startsWith('/pos/send-receipt?orderId=41&')).toBe(true);
    expect(readSendReceiptParams(path.slice(path.indexOf('?')))).toEqual(params);
  });

  it.each(['', '?orderId=', '?orderId=x', '?changeDue=1'])(
    'without an orderId (%s) the pages go back to /pos',
    (search) => {
      expect(readSendReceiptParams(search)).toBeNull();
      expect(readTransactionCompleteOrderId(search)).toBeNull();
    },
  );

  it('transaction-complete names its order', () => {
    expect(transactionCompletePath(41)).toBe('/pos/transaction-complete?orderId=41');
    expect(readTransactionCompleteOrderId('?orderId=41')).toBe(41);
  });
});
