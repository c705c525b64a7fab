// spec 3 §6 (create_orders: point of sale and collect payment; modify_orders: order actions; view_reports:
// reports), spec 3 §2.6 send-receipt and §4.2 "Send receipt and view/print receipt": who may read an
// order's receipt and who may send it. The server refuses and the web hides with these. A cancelled order's
// receipt stays readable and printable (spec 3 §4.2 lists no status that hides it).
import { anyRight, meets, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';

/**
 * Reading an order (GET order/{id}) and reading or printing its receipt: whoever sells (create_orders; the
 * point of sale reads the order it placed for send-receipt and transaction-complete), changes orders
 * (modify_orders) or opens them from the reports (view_reports).
 */
export const READ_ORDER_REQUIREMENT: Requirement = anyRight('create_orders', 'modify_orders', 'view_reports');
export const VIEW_RECEIPT_REQUIREMENT: Requirement = READ_ORDER_REQUIREMENT;

/** Sending a receipt: the seller's step after checkout (spec 3 §2.6 needs create_orders). */
export const SEND_RECEIPT_REQUIREMENT: Requirement = needRight('create_orders');

export const canViewReceipt = (subject: AccessSubject): boolean => meets(subject, VIEW_RECEIPT_REQUIREMENT);
export const canSendReceipt = (subject: AccessSubject): boolean => meets(subject, SEND_RECEIPT_REQUIREMENT);
