import { decimalTextError, moneyTextError, moneyTextMessage } from '@paybook/domain/money/money-text';
import { priceError } from '@paybook/domain/offerings/price';
import { lineText } from './primitives.ts';

// Issue 13 point 2: every money text of a request is read by the domain's one strict rule (ruling 9; no
// thousands separators, at most two decimals), here at the contract, so "10,00" is a 400 naming its field
// and never 1000.00. Those two domain files import nothing, so the contracts may use them (the rest of the
// domain imports the contracts). An empty text passes: whether the field is required is its own rule.

/** A price ("25", "25.50"): the domain's priceError, at most 999999.99. */
export const priceText = lineText
  .trim()
  .max(20, 'Enter a price like 25 or 25.50')
  .superRefine((text, context) => {
    const message = text === '' ? null : priceError(text);
    if (message) context.addIssue({ code: 'custom', message });
  });

/** A dollar amount ("5", "5.25"), at most 999999.99 (issue 23 point 1, decision 95). */
export const moneyText = lineText
  .trim()
  .max(20, moneyTextMessage)
  .superRefine((text, context) => {
    const message = moneyTextError(text);
    if (message) context.addIssue({ code: 'custom', message });
  });

/**
 * A fee's amount, dollars or a percentage ("8.375"): a plain decimal; how many decimals it may have depends
 * on is_percent and is the domain's fee rule (spec 3 §3.3).
 */
export const feeAmountText = lineText
  .trim()
  .max(20)
  .refine((text) => decimalTextError(text) === null, moneyTextMessage);
