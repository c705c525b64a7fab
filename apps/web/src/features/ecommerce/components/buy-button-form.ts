import type { UseFormReturn } from 'react-hook-form';
import type { BuyButtonInput, BuyButtonValues } from '../lib/buy-button-values';

/** The buy-now button wizard's configure form (react-hook-form over buyButtonSchemaFor). */
export type BuyButtonForm = UseFormReturn<BuyButtonInput, unknown, BuyButtonValues>;
