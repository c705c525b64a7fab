// spec 3 §5 "Fee save errors are mapped onto fields": every refusal of a fee save names its field.
import { errorCodes, type FeeStructureBody } from '@paybook/contracts';
import {
  type DiscountDetails,
  dollarDiscountProblem,
  type FeeStructureDraft,
  feeStructureProblems,
  normalizeFeeStructure,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { amountOfText, percentToThousandths } from './fee-structure-amount.ts';
import * as repo from './fee-structures.repository.ts';

export const feeCheckMessages = {
  percentDecimals: 'A percentage can have at most three decimals.',
  orderFeeOfferings: 'An order-level fee applies to the whole order, not to items.',
  offeringIds: 'Choose items from your catalogue.',
  taxesOnlyOnTaxableFee: 'Only a taxable fee can carry taxes.',
  taxIds: 'Choose taxes from your list of taxes.',
  typeChange: 'The type of a saved fee cannot change. Add a new one instead.',
  codeTaken: 'This discount code is already in use. Please choose another.',
} as const;

/** Only fees can be taxed (spec 3 §3.3 is_taxable, tax_fee_structure_ids); taxes and discounts are not. */
const canBeTaxable = (type: FeeStructureBody['type']) => type === 'fee' || type === 'order_fee';

export type CheckedFee = { values: repo.FeeStructureValues; offeringIds: number[]; taxIds: number[] };

function refuse(problems: Record<string, string>): AppError | null {
  const details = Object.entries(problems).map(([property, message]) => ({ property, message }));
  const [first] = details;
  return first ? new AppError(400, errorCodes.validation, first.message, details) : null;
}

/** The domain's draft of a body: normalised (trimmed, a discount percentage rounded, spec 3 §9). */
function draftOf(body: FeeStructureBody, usedCount: number): FeeStructureDraft {
  const discount: DiscountDetails | null =
    body.type === 'line_item_discount'
      ? {
          code: body.discount?.code ?? null,
          uses: body.discount?.uses ?? null,
          start_date: body.discount?.start_date || null,
          end_date: body.discount?.end_date || null,
          discounts_used_count: usedCount,
        }
      : null;
  return normalizeFeeStructure({
    type: body.type,
    name: body.name,
    amount: amountOfText(body.amount, body.is_percent),
    is_percent: body.is_percent,
    discount,
  });
}

/** The body's own rules, before the database is read. */
function checkShape(body: FeeStructureBody, draft: FeeStructureDraft) {
  const problems = feeStructureProblems(draft);
  if (!problems.amount && draft.is_percent && percentToThousandths(draft.amount) === null)
    problems.amount = feeCheckMessages.percentDecimals;
  const refusal = refuse(problems);
  if (refusal) throw refusal;
  if (body.type === 'order_fee' && body.offering_ids.length > 0)
    throw badRequest('offering_ids', feeCheckMessages.orderFeeOfferings);
  if (body.tax_fee_structure_ids.length > 0 && !(body.is_taxable && canBeTaxable(body.type)))
    throw badRequest('tax_fee_structure_ids', feeCheckMessages.taxesOnlyOnTaxableFee);
}

/**
 * Checks a save of a new fee (`existing` undefined) or of a saved one: the domain rules, the merchant's
 * own offerings and taxes, and spec 2 §5's dollar discount against the preset price of every item it is
 * attached to (manual-price items have none).
 */
export async function checkFee(
  tx: Database,
  merchantId: number,
  body: FeeStructureBody,
  existing?: repo.FeeStructureRow,
): Promise<CheckedFee> {
  if (existing && existing.type !== body.type) throw badRequest('type', feeCheckMessages.typeChange);
  const draft = draftOf(body, existing?.discountsUsedCount ?? 0);
  checkShape(body, draft);

  const offeringIds = [...new Set(body.offering_ids)];
  const found = await repo.findOfferings(tx, merchantId, offeringIds);
  if (found.length !== offeringIds.length) throw badRequest('offering_ids', feeCheckMessages.offeringIds);
  const taxIds = [...new Set(body.tax_fee_structure_ids)];
  const taxes = await repo.findFees(tx, merchantId, taxIds);
  if (taxes.length !== taxIds.length || taxes.some((tax) => tax.type !== 'tax'))
    throw badRequest('tax_fee_structure_ids', feeCheckMessages.taxIds);
  for (const offering of found) {
    const price = offering.isPriceManualEntry ? null : offering.priceCents;
    const problem = dollarDiscountProblem(price, [draft]);
    if (problem) throw badRequest('amount', problem);
  }

  const discount = draft.discount;
  return {
    offeringIds,
    taxIds,
    values: {
      type: draft.type,
      name: draft.name,
      isPercent: draft.is_percent,
      amountCents: draft.is_percent ? null : draft.amount,
      percentThousandths: draft.is_percent ? percentToThousandths(draft.amount) : null,
      isActive: body.is_active,
      isRecurring: body.is_recurring,
      isTaxable: body.is_taxable && canBeTaxable(body.type),
      discountCode: discount?.code ?? null,
      discountUses: discount?.uses ?? null,
      discountStartDate: discount?.start_date ?? null,
      discountEndDate: discount?.end_date ?? null,
    },
  };
}

/** Whether a database error is the per-merchant discount-code unique index refusing a second discount. */
export function isCodeTaken(error: unknown): boolean {
  let cause: unknown = error;
  // Drizzle wraps the driver's error; the PostgreSQL code and constraint are on a cause.
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth++) {
    const record = cause as Record<string, unknown>;
    const named = String(record.constraint ?? record.message ?? '');
    if (record.code === '23505' && named.includes('fee_structures_discount_code_key')) return true;
    cause = record.cause;
  }
  return false;
}
