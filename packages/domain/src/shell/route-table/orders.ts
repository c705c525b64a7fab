// Classic payment and invoice lists (spec 1 §2.2 rule 5, §2.4; ruling 2), the payments builder
// (spec 3 §2.3) and scheduled invoices / recurring payments (spec 3 §2.4, §4.6; ruling 2).
import { allOf, anyRight, needClaim, needFeature, needRight } from '../../access/requirement.ts';
import { READ_ORDER_REQUIREMENT } from '../../receipts/receipt-access.ts';
import { RECURRING_PAYMENT_REQUIREMENT } from '../../recurring/schedule-rules.ts';
import { type AppRoute, defineRoute } from '../route-types.ts';

const BUILDER = allOf(needFeature('payments_builder_invoices'), needRight('create_orders'));
const BUILDER_LIST = '/payments-builder/invoices';
// spec 3 §6: impersonated users cannot edit, suspend, copy, print or view them (the claims hold that).
const SCHEDULED_INVOICES = needClaim('scheduled-invoices.manage');
// spec 1 §6: modify_orders allows recurring payments (the calls' requirement, decision 142).
const RECURRING_PAYMENTS = RECURRING_PAYMENT_REQUIREMENT;

export const ORDER_ROUTES: readonly AppRoute[] = [
  // The classic Payment/List. spec 1 §6: create_orders and modify_orders both allow payments.
  defineRoute('payments', '/payments', 'Payments', {
    requirement: allOf(needFeature('payments_tab'), anyRight('create_orders', 'modify_orders')),
  }),
  // The classic Invoices/List for paid tiers and the new invoices page of free trial are one screen;
  // it shows upgrade and chat to free-trial and onboarding merchants (spec 2 §2.4).
  // Issue 25: the list reads orders (GET invoices), so it needs what reading an order needs.
  defineRoute('invoices', '/invoices', 'Invoices', {
    requirement: allOf(needFeature('invoice_tab'), READ_ORDER_REQUIREMENT),
  }),

  // Query customerId.
  defineRoute('payments-builder', '/payments-builder', 'Invoices', {
    requirement: BUILDER,
    redirectTo: BUILDER_LIST,
  }),
  defineRoute('payments-builder.invoices', BUILDER_LIST, 'Create Invoice', { requirement: BUILDER }),
  defineRoute('payments-builder.invoices.edit', `${BUILDER_LIST}/:invoiceId/edit`, 'Edit Invoice', {
    requirement: BUILDER,
    guards: [{ requirement: needClaim('invoices.edit-invoice'), otherwise: BUILDER_LIST }],
  }),
  defineRoute(
    'payments-builder.invoices.duplicate',
    `${BUILDER_LIST}/:duplicateInvoiceId/duplicate`,
    'Duplicate Invoice',
    {
      requirement: BUILDER,
      guards: [{ requirement: needClaim('invoices.duplicate-invoice'), otherwise: BUILDER_LIST }],
    },
  ),
  defineRoute('payments-builder.invoices.draft', `${BUILDER_LIST}/:draftId/draft`, 'Draft Invoice', {
    requirement: BUILDER,
  }),

  // spec 3 §2.4 Invoices/ListRecurring, CustomerInvoiceScheduleList, EditSchedule, CopySchedule,
  // PrintSchedule, InvoicesForSchedule, kept as kebab-case paths (ruling 3).
  defineRoute('invoices.schedules', '/invoices/list-recurring', 'Scheduled Invoices', {
    requirement: SCHEDULED_INVOICES,
  }),
  defineRoute(
    'invoices.schedules.customer',
    '/invoices/customer-invoice-schedule-list/:customerId',
    'Scheduled Invoices',
    { requirement: SCHEDULED_INVOICES },
  ),
  defineRoute('invoices.schedule.edit', '/invoices/edit-schedule/:id', 'Edit Scheduled Invoice', {
    requirement: allOf(SCHEDULED_INVOICES, anyRight('create_orders', 'modify_orders')),
  }),
  defineRoute('invoices.schedule.copy', '/invoices/copy-schedule/:id', 'Copy Scheduled Invoice', {
    requirement: allOf(SCHEDULED_INVOICES, needRight('create_orders')),
  }),
  defineRoute('invoices.schedule.print', '/invoices/print-schedule/:id', 'Print Scheduled Invoice', {
    requirement: SCHEDULED_INVOICES,
  }),
  defineRoute('invoices.schedule.invoices', '/invoices/invoices-for-schedule/:id', 'Invoices for Schedule', {
    requirement: SCHEDULED_INVOICES,
  }),
  // spec 3 §2.4 Payment/ListRecurring, CustomerPaymentRecurringList, EditRecurring, under /payments.
  defineRoute('payments.recurring', '/payments/list-recurring', 'Recurring Payments', {
    requirement: RECURRING_PAYMENTS,
  }),
  defineRoute(
    'payments.recurring.customer',
    '/payments/customer-payment-recurring-list/:customerId',
    'Recurring Payments',
    { requirement: RECURRING_PAYMENTS },
  ),
  // spec 1 §6: modify_orders allows recurring payments.
  defineRoute('payments.recurring.edit', '/payments/edit-recurring/:id', 'Edit Recurring Payment', {
    requirement: allOf(RECURRING_PAYMENTS, needRight('modify_orders')),
  }),
];
