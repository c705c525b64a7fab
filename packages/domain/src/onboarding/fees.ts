// spec 1 §2.3 /getpayments and §7 GET get_fees: the fee table. The prices are those of the built-in
// sandbox processor (ruling 5), the only processor the product ships with.

export interface ProcessorFee {
  /** What the fee is for, shown as the Key. */
  key: string;
  /** Percentage of the amount, in basis points (290 = 2.9 %). */
  basisPoints: number;
  /** Fixed part per item, in cents (ruling 9). */
  fixedCents: number;
  /** The fee never exceeds this, in cents. */
  capCents?: number;
  /** What one fee is charged per, when not a payment. */
  per?: 'month' | 'event';
}

export const SANDBOX_PROCESSOR_FEES: readonly ProcessorFee[] = [
  { key: 'Card payments (online, invoices, booking page)', basisPoints: 290, fixedCents: 30 },
  { key: 'Card payments (in person, point of sale)', basisPoints: 260, fixedCents: 10 },
  { key: 'Keyed-in card payments', basisPoints: 350, fixedCents: 15 },
  { key: 'ACH bank payments', basisPoints: 80, fixedCents: 0, capCents: 500 },
  { key: 'Returned ACH payment', basisPoints: 0, fixedCents: 400, per: 'event' },
  { key: 'Chargeback', basisPoints: 0, fixedCents: 1500, per: 'event' },
  { key: 'Refunds', basisPoints: 0, fixedCents: 0, per: 'event' },
  { key: 'Monthly fee', basisPoints: 0, fixedCents: 0, per: 'month' },
];

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function percent(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** The Value column: "2.9% + $0.30", "0.8% (at most $5.00)", "$4.00 each", "$0.00 per month". */
export function formatProcessorFee(fee: ProcessorFee): string {
  if (fee.basisPoints === 0) {
    if (fee.per === 'month') return `${dollars(fee.fixedCents)} per month`;
    return fee.fixedCents === 0 ? 'Free' : `${dollars(fee.fixedCents)} each`;
  }
  const parts = [percent(fee.basisPoints)];
  if (fee.fixedCents > 0) parts.push(`+ ${dollars(fee.fixedCents)}`);
  if (fee.capCents !== undefined) parts.push(`(at most ${dollars(fee.capCents)})`);
  return parts.join(' ');
}

/** spec 1 §7 get_fees: the Key/Value list. */
export function feeTable(
  fees: readonly ProcessorFee[] = SANDBOX_PROCESSOR_FEES,
): { key: string; value: string }[] {
  return fees.map((fee) => ({ key: fee.key, value: formatProcessorFee(fee) }));
}
