import {
  type Customer,
  type CustomerCustomFields,
  type CustomerCustomFieldsBody,
  type createCustomerBody,
  errorCodes,
  type OutstandingItemCounts,
  type saveCustomerBody,
} from '@paybook/contracts';
import {
  addressesToSave,
  canEditAddresses,
  deleteBlockedMessage,
  storedCustomFieldValue,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import {
  checkNewBankAccount,
  checkNewCard,
  type TokenisedAccount,
  tokeniseBankAccount,
  tokeniseCard,
} from '../payment-accounts/new-account.ts';
import { insertAccount } from '../payment-accounts/payment-accounts.repository.ts';
import type { TokenProcessor } from '../processor/processor.ts';
import {
  ADDRESS_GROUPS,
  addressValues,
  changedGroups,
  customFieldsChanged,
  presentCustomer,
  presentCustomFields,
} from './customer-presenter.ts';
import * as repo from './customers.repository.ts';
import {
  CUSTOMER_DELETE_BLOCKED,
  duplicateCustomer,
  isEmailTaken,
  isUserNameTaken,
  userNameTaken,
} from './customers-errors.ts';

export type SaveCustomer = z.output<typeof saveCustomerBody>;
export type CreateCustomer = z.output<typeof createCustomerBody>;
const CUSTOMER = 'The customer';

/** The columns and custom fields a save stores: the domain's address and custom-field rules. */
/** The custom fields as stored; a label used twice is refused, naming the second (under `property`). */
function toFields(customFields: SaveCustomer['custom_fields'], property: string): repo.CustomFieldValues[] {
  const labels = new Set<string>();
  return customFields.map((field, index) => {
    if (labels.has(field.label)) {
      throw badRequest(`${property}.${index}.label`, 'Each custom field needs its own label.');
    }
    labels.add(field.label);
    return { label: field.label, type: field.type, value: storedCustomFieldValue(field.type, field.value) };
  });
}

function toValues(body: SaveCustomer): { values: repo.CustomerValues; fields: repo.CustomFieldValues[] } {
  const saved = addressesToSave({
    billing_address: body.billing_address,
    shipping_address: body.shipping_address,
    shipping_same_as_billing: body.shipping_same_as_billing,
    shipping: {
      first_name: body.shipping_first_name,
      middle_name: body.shipping_middle_name,
      last_name: body.shipping_last_name,
      company: body.shipping_company,
    },
  });
  const fields = toFields(body.custom_fields, 'custom_fields');
  return {
    values: {
      firstName: body.first_name,
      lastName: body.last_name,
      company: body.company,
      customerAccount: body.customer_account,
      ...(body.user_name === undefined ? {} : { userName: body.user_name }),
      email: body.email,
      phone: body.phone,
      altEmail: body.alt_email,
      altPhone: body.alt_phone,
      website: body.website,
      ...addressValues(saved),
    },
    fields,
  };
}

/** spec 2 §5: an e-mail already on file opens the duplicate dialog (409 naming the existing customer). */
async function assertEmailFree(tx: Database, merchantId: number, email: string, excludeId?: number) {
  if (email === '') return;
  const existing = await repo.findByEmail(tx, merchantId, email, excludeId);
  if (existing) throw duplicateCustomer(existing);
}

async function present(tx: Database, merchantId: number, row: repo.CustomerRow): Promise<Customer> {
  return presentCustomer(row, await repo.listCustomFields(tx, merchantId, row.id));
}

/**
 * The new customer's card or bank account (spec 2 §5 add customer), checked and tokenised before the
 * customer's transaction opens, as the payment-methods tab does (decision 31). Should the customer then not
 * be saved (a duplicate e-mail), the sandbox keeps an unused token, which nothing can charge.
 */
async function newCustomerAccount(
  processor: TokenProcessor,
  ctx: UserContext,
  body: CreateCustomer,
): Promise<TokenisedAccount | null> {
  // Whoever may add a customer may add its payment method (spec 2 §5; `canAddPaymentAccount`).
  const { card, bank_account: bank } = body;
  if (card) return tokeniseCard(processor, ctx, checkNewCard(ctx, card, 'card.'), 'card.');
  if (bank) {
    return tokeniseBankAccount(processor, ctx, checkNewBankAccount(bank, 'bank_account.'), 'bank_account.');
  }
  return null;
}

/**
 * spec 2 §7 POST customer/: add a customer (spec 2 §5 add), recorded on the timeline, with the card or
 * bank account it brings in the same transaction. Accepts an Idempotency-Key (ARCHITECTURE.md
 * "Idempotency"): a repeat of the add answers the first customer instead of a duplicate-customer 409.
 */
export async function createCustomer(
  db: Database,
  processor: TokenProcessor,
  request: FastifyRequest,
  ctx: UserContext,
  body: CreateCustomer,
): Promise<IdempotentResult<Customer>> {
  const { values, fields } = toValues(body);
  const account = await newCustomerAccount(processor, ctx, body);
  try {
    return await runIdempotent(db, request, ctx, 201, async (tx) => {
      await assertEmailFree(tx, ctx.merchantId, values.email ?? '');
      const row = await repo.insertCustomer(tx, ctx.merchantId, values);
      await repo.replaceCustomFields(tx, ctx.merchantId, row.id, fields);
      if (account) await insertAccount(tx, { ...account, customerId: row.id });
      await repo.insertCustomerEvent(tx, {
        merchantId: ctx.merchantId,
        customerId: row.id,
        eventType: 'customer_created_event',
        content: 'Customer created.',
        userId: ctx.userId,
      });
      return present(tx, ctx.merchantId, row);
    });
  } catch (error) {
    // Two saves of one e-mail at once: the unique index decides; the loser gets the same 409.
    if (isEmailTaken(error)) return retryAsDuplicate(db, ctx, values.email ?? '');
    if (isUserNameTaken(error)) throw userNameTaken();
    throw error;
  }
}

async function retryAsDuplicate(db: Database, ctx: UserContext, email: string): Promise<never> {
  const existing = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.findByEmail(tx, ctx.merchantId, email),
  );
  if (existing) throw duplicateCustomer(existing);
  throw new AppError(409, errorCodes.conflict, 'The customer changed meanwhile. Please try again.');
}

/** spec 2 §7 GET customer/{id}/full. */
export function getCustomer(db: Database, ctx: UserContext, id: number): Promise<Customer> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const row = await repo.findCustomer(tx, ctx.merchantId, id);
    if (!row) throw notFound(CUSTOMER);
    return present(tx, ctx.merchantId, row);
  });
}

/** spec 2 §5 edit customer; the timeline names what changed ("Changed: e-mail, billing address"). */
export async function updateCustomer(
  db: Database,
  ctx: UserContext,
  id: number,
  body: SaveCustomer,
): Promise<Customer> {
  const { values, fields } = toValues(body);
  try {
    return await withTenant(db, ctx.merchantId, async (tx) => {
      const before = await repo.findCustomer(tx, ctx.merchantId, id, true);
      if (!before) throw notFound(CUSTOMER);
      const beforeFields = await repo.listCustomFields(tx, ctx.merchantId, id);
      const changed = changedGroups(before, beforeFields, values, fields);
      if (changed.some((group) => ADDRESS_GROUPS.includes(group)) && !canEditAddresses(ctx.subject)) {
        throw forbidden('You may not edit addresses.');
      }
      if (changed.includes('e-mail')) await assertEmailFree(tx, ctx.merchantId, values.email ?? '', id);
      const row = await repo.updateCustomer(tx, ctx.merchantId, id, values);
      await repo.replaceCustomFields(tx, ctx.merchantId, id, fields);
      if (changed.length > 0) {
        await repo.insertCustomerEvent(tx, {
          merchantId: ctx.merchantId,
          customerId: id,
          eventType: 'customer_updated_event',
          content: `Changed: ${changed.join(', ')}`,
          userId: ctx.userId,
        });
      }
      return present(tx, ctx.merchantId, row);
    });
  } catch (error) {
    if (isEmailTaken(error)) return retryAsDuplicate(db, ctx, values.email ?? '');
    if (isUserNameTaken(error)) throw userNameTaken();
    throw error;
  }
}

/** spec 2 §7 GET customer/{id}/customfields: the customer's custom fields, by label. */
export function getCustomFields(db: Database, ctx: UserContext, id: number): Promise<CustomerCustomFields> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    if (!(await repo.findCustomer(tx, ctx.merchantId, id, false))) throw notFound(CUSTOMER);
    const fields = await repo.listCustomFields(tx, ctx.merchantId, id);
    return { customer_id: id, custom_field_data: presentCustomFields(fields) };
  });
}

/**
 * spec 2 §7 PUT customer/{id}/customfields: replaces the custom fields alone (the profile's custom-field
 * panel), with a "Changed: custom fields" timeline line when they differ, as a whole save writes it.
 */
export function updateCustomFields(
  db: Database,
  ctx: UserContext,
  id: number,
  body: CustomerCustomFieldsBody,
): Promise<CustomerCustomFields> {
  const fields = toFields(body.custom_field_data, 'custom_field_data');
  return withTenant(db, ctx.merchantId, async (tx) => {
    const before = await repo.findCustomer(tx, ctx.merchantId, id, true);
    if (!before) throw notFound(CUSTOMER);
    const beforeFields = await repo.listCustomFields(tx, ctx.merchantId, id);
    if (customFieldsChanged(beforeFields, fields)) {
      await repo.replaceCustomFields(tx, ctx.merchantId, id, fields);
      await repo.insertCustomerEvent(tx, {
        merchantId: ctx.merchantId,
        customerId: id,
        eventType: 'customer_updated_event',
        content: 'Changed: custom fields',
        userId: ctx.userId,
      });
    }
    return {
      customer_id: id,
      custom_field_data: presentCustomFields(await repo.listCustomFields(tx, ctx.merchantId, id)),
    };
  });
}

/** spec 2 §5 delete block: the outstanding counts (recurring invoices: the scheduled invoices, decision 152). */
async function outstandingOf(tx: Database, merchantId: number, id: number): Promise<OutstandingItemCounts> {
  const payments = await repo.countOutstandingPayments(tx, merchantId, id);
  return {
    appointments: await repo.countUpcomingAppointments(tx, merchantId, id),
    billing_schedules: payments.schedules,
    invoices: payments.invoices,
    recurring_invoices: payments.scheduledInvoices,
    recurring_payments: payments.recurring,
    authorized_payments: payments.authorized,
    posted_payments: payments.posted,
    unknown_payments: payments.unknown,
  };
}

/** spec 2 §7 GET customer/{id}/outstandingitems. */
export function getOutstandingItems(
  db: Database,
  ctx: UserContext,
  id: number,
): Promise<OutstandingItemCounts> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    if (!(await repo.findCustomer(tx, ctx.merchantId, id))) throw notFound(CUSTOMER);
    return outstandingOf(tx, ctx.merchantId, id);
  });
}

/**
 * spec 2 §7 DELETE customer, §5 delete block, §8 'marked for deletion': a customer without history is
 * removed; one that calendar items refer to is only marked, and disappears from every read.
 */
export function deleteCustomer(
  db: Database,
  ctx: UserContext,
  id: number,
): Promise<{ outcome: 'deleted' | 'marked_for_deletion' }> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    if (!(await repo.findCustomer(tx, ctx.merchantId, id, true))) throw notFound(CUSTOMER);
    const blocked = deleteBlockedMessage(await outstandingOf(tx, ctx.merchantId, id));
    if (blocked) throw new AppError(409, CUSTOMER_DELETE_BLOCKED, blocked);
    if (await repo.hasHistory(tx, ctx.merchantId, id)) {
      await repo.markCustomerDeleted(tx, ctx.merchantId, id);
      return { outcome: 'marked_for_deletion' as const };
    }
    await repo.deleteCustomer(tx, ctx.merchantId, id);
    return { outcome: 'deleted' as const };
  });
}
