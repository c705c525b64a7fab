// spec 3 §2.3 (the builder needs create_orders and payments_builder_invoices), §6 rights and claims: who may
// call each invoice endpoint. The per-invoice rules (status, recipients) are invoice-actions.ts.
import { allOf, needClaim, needFeature, type Requirement } from '../access/requirement.ts';
import { READ_ORDER_REQUIREMENT } from '../receipts/receipt-access.ts';
import { INVOICE_ACTION_REQUIREMENTS } from './invoice-actions.ts';

const BUILDER = needFeature('payments_builder_invoices');

/** Reading invoices (the list, the page, the PDF): whoever reads orders. */
export const READ_INVOICE_REQUIREMENT: Requirement = READ_ORDER_REQUIREMENT;
/** The builder (spec 3 §2.3): payments_builder_invoices and create_orders. */
export const CREATE_INVOICE_REQUIREMENT: Requirement = needClaim('payments-builder.invoices');
export const EDIT_INVOICE_REQUIREMENT: Requirement = allOf(BUILDER, INVOICE_ACTION_REQUIREMENTS.edit);
export const DUPLICATE_INVOICE_REQUIREMENT: Requirement = allOf(
  BUILDER,
  INVOICE_ACTION_REQUIREMENTS.duplicate,
);
export const CANCEL_INVOICE_REQUIREMENT: Requirement = INVOICE_ACTION_REQUIREMENTS.cancel;
export const RESEND_INVOICE_REQUIREMENT: Requirement = INVOICE_ACTION_REQUIREMENTS.resend;
