import type { PricedOrder } from '@paybook/domain';
import type { Database } from '../db/client.ts';
import { orderLines, transactions } from '../db/schema/index.ts';
import type { DemoCatalogueItem } from './demo-order-catalogue.ts';
import type { DemoTransactionDraft } from './demo-order-payments.ts';

// Issue 15 point 9: a demo order's lines (priceOrder's lines with the items' names, spec 3 §3.4) and its
// transactions (spec 3 §3.2), refunds pointing at their payment.

export interface DemoOrderRowsInput {
  merchantId: number;
  orderId: number;
  priced: PricedOrder;
  items: ReadonlyMap<string, DemoCatalogueItem>;
  drafts: readonly DemoTransactionDraft[];
  /** Where the receipt went (the customer's e-mail, or none for a walk-in). */
  email: string;
  createdByUserId: number | null;
}

export async function insertDemoOrderRows(tx: Database, input: DemoOrderRowsInput): Promise<void> {
  const { merchantId, orderId, priced } = input;
  const byId = new Map([...input.items.values()].map((item) => [item.id, item]));
  await tx.insert(orderLines).values(
    priced.lines.map((line, index) => {
      const item = byId.get(line.offering_id);
      return {
        merchantId,
        orderId,
        lineNumber: index + 1,
        offeringId: line.offering_id,
        name: item?.name ?? '',
        priceStructure: line.price_structure,
        unitName: item?.unitName ?? null,
        unitPrice: line.unit_price_cents,
        quantityThousandths: line.quantity_thousandths,
        amountSubtotal: line.subtotal_cents,
        amountDiscount: line.discount_cents,
        amountFee: line.fee_cents,
        amountTax: line.tax_cents,
        amountTotal: line.total_cents,
      };
    }),
  );
  const ids: number[] = [];
  for (const draft of input.drafts) {
    const refPaymentId = draft.paymentIndex === null ? null : (ids[draft.paymentIndex] ?? null);
    const [row] = await tx
      .insert(transactions)
      .values({
        merchantId,
        orderId,
        refPaymentId,
        isRefund: draft.isRefund,
        funding: draft.isRefund ? 'credit' : 'payment',
        paymentType: draft.paymentType,
        paymentMode: draft.paymentMode,
        status: draft.status,
        processorStatus: draft.processorStatus,
        processorReference: draft.processorReference,
        amount: draft.amount,
        refundedAmount: draft.refundedAmount,
        canVoidUntil: draft.canVoidUntil,
        settledAt: draft.settledAt,
        email: input.email,
        paymentAccountId: draft.account?.accountId ?? null,
        accountKind: draft.account?.kind ?? null,
        accountLastFour: draft.account?.lastFour ?? null,
        accountLabel: draft.account?.label ?? null,
        achAuthorizationType: draft.achAuthorizationType,
        amountTendered: draft.amountTendered,
        changeDue: draft.changeDue,
        checkNumber: draft.checkNumber,
        failureReason: draft.failureReason,
        achReturnCode: draft.achReturnCode,
        idempotencyKey: draft.idempotencyKey,
        createdByUserId: input.createdByUserId,
        createdAt: draft.createdAt,
        updatedAt: draft.updatedAt,
      })
      .returning({ id: transactions.id });
    if (!row) throw new Error(`demo order ${orderId}: a transaction was not written`);
    ids.push(row.id);
  }
}
