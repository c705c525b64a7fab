import {
  ACH_AUTHORIZATION_REQUIRED,
  type AddBankAccountBody,
  type AddCardBody,
  type BankAccount,
  type CardAccount,
  type CustomerAccounts,
  type UpdateBankAccountBody,
  type UpdateCardBody,
} from '@paybook/contracts';
import {
  canAddPaymentAccount,
  canDeletePaymentAccount,
  canEditPaymentAccount,
  cardBrandName,
  cardExpiryError,
  parseCardExpiry,
  paymentAccountDeleteBlockedMessage,
  toBankAccountFlags,
  todayInTimeZone,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import type { TokenProcessor } from '../processor/processor.ts';
import { insertUnlessOnFile } from './account-on-file.ts';
import {
  check,
  checkBillingZip,
  checkNewBankAccount,
  checkNewCard,
  requireAchAccepted,
  tokeniseBankAccount,
  tokeniseCard,
} from './new-account.ts';
import { presentBankAccount, presentCard, type Viewer } from './payment-account-presenter.ts';
import * as repo from './payment-accounts.repository.ts';

const CUSTOMER = 'The customer';
/** spec 2 §8: the account pays for a subscription still billing. */
export const PAYMENT_ACCOUNT_IN_USE = 'PAYMENT_ACCOUNT_IN_USE';
const ACCOUNT = 'The payment account';

const viewerOf = (user: UserContext): Viewer => ({
  subject: user.subject,
  userId: user.userId,
  today: todayInTimeZone(user.merchant.timeZone),
});

/** GET customer/{id}/accounts (spec 2 §7): cards and bank accounts in the order they were added. */
export function listCustomerAccounts(db: Database, user: UserContext, customerId: number) {
  return withTenantRead(db, user.merchantId, async (tx): Promise<CustomerAccounts> => {
    if (!(await repo.customerExists(tx, user.merchantId, customerId))) throw notFound(CUSTOMER);
    const rows = await repo.listAccounts(tx, user.merchantId, customerId);
    const viewer = viewerOf(user);
    return {
      credit_card_accounts: rows.filter((row) => row.kind === 'card').map((row) => presentCard(row, viewer)),
      ach_accounts: rows.filter((row) => row.kind === 'bank').map((row) => presentBankAccount(row, viewer)),
    };
  });
}

/**
 * GET account/creditcard/{id} and GET account/ach/{id} (spec 2 §7): one account of the kind asked, as the
 * list shows it; a card asked for as a bank account (or another merchant's) is not found.
 */
export function getAccount(db: Database, user: UserContext, id: number, kind: 'card'): Promise<CardAccount>;
export function getAccount(db: Database, user: UserContext, id: number, kind: 'bank'): Promise<BankAccount>;
export function getAccount(db: Database, user: UserContext, id: number, kind: 'card' | 'bank') {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const row = await repo.findAccount(tx, user.merchantId, id);
    if (!row || row.kind !== kind) throw notFound(ACCOUNT);
    return kind === 'card' ? presentCard(row, viewerOf(user)) : presentBankAccount(row, viewerOf(user));
  });
}

async function requireCustomer(db: Database, user: UserContext, customerId: number) {
  if (!canAddPaymentAccount(user.subject)) throw forbidden('You may not add payment methods.');
  const exists = await withTenantRead(db, user.merchantId, (tx) =>
    repo.customerExists(tx, user.merchantId, customerId),
  );
  if (!exists) throw notFound(CUSTOMER);
}

/**
 * POST account/creditcard: checked, tokenised by the processor, and only the token and its details kept;
 * the same card on file is refused unless allow_duplicate (spec 3 §2.5 card-account-dedupe).
 */
export async function addCard(db: Database, processor: TokenProcessor, user: UserContext, body: AddCardBody) {
  const card = checkNewCard(user, body);
  await requireCustomer(db, user, body.customer_id);
  const values = await tokeniseCard(processor, user, card);
  const row = await withTenant(db, user.merchantId, (tx) =>
    insertUnlessOnFile(tx, { ...values, customerId: body.customer_id }, body.allow_duplicate ?? false),
  );
  return presentCard(row, viewerOf(user));
}

/**
 * POST account/ach: the routing checksum and account number checked, then tokenised, which a merchant
 * that does not accept ACH refuses (spec 2 §6, `tokeniseBankAccount`); the same bank account on file is
 * refused unless allow_duplicate (spec 3 §2.5 card-account-dedupe).
 */
export async function addBankAccount(
  db: Database,
  processor: TokenProcessor,
  user: UserContext,
  body: AddBankAccountBody,
) {
  const fields = checkNewBankAccount(body);
  await requireCustomer(db, user, body.customer_id);
  const values = await tokeniseBankAccount(processor, user, fields);
  const row = await withTenant(db, user.merchantId, (tx) =>
    insertUnlessOnFile(tx, { ...values, customerId: body.customer_id }, body.allow_duplicate ?? false),
  );
  return presentBankAccount(row, viewerOf(user));
}

async function editable(tx: Database, user: UserContext, id: number, kind: repo.PaymentAccountRow['kind']) {
  const row = await repo.findAccount(tx, user.merchantId, id);
  if (!row || row.kind !== kind) throw notFound(ACCOUNT);
  if (!canEditPaymentAccount(user.subject, { created_by_user_id: row.createdByUserId }, user.userId))
    throw forbidden('You may change only the payment methods you added.');
  return row;
}

/** PUT account/creditcard/{id}: spec 2 §5 expiry (month then two-digit year) and billing zip. */
export async function updateCard(db: Database, user: UserContext, id: number, body: UpdateCardBody) {
  const today = todayInTimeZone(user.merchant.timeZone);
  check('expiration', cardExpiryError(body.expiration, today));
  const expiry = parseCardExpiry(body.expiration);
  if (!expiry) throw badRequest('expiration', 'Enter the expiration as month and year, like 04/28.');
  const zip = (body.billing_zip_code ?? '').trim();
  checkBillingZip(user, zip);
  const row = await withTenant(db, user.merchantId, async (tx) => {
    await editable(tx, user, id, 'card');
    return repo.updateAccount(tx, user.merchantId, id, {
      expirationMonth: expiry.month,
      expirationYear: expiry.year,
      billingZipCode: zip,
    });
  });
  return presentCard(row, viewerOf(user));
}

/**
 * PUT account/ach/{id}: a change between a personal and a business account needs the customer's new ACH
 * authorisation, so it answers 409 ACH_AUTHORIZATION_REQUIRED (spec 2 §8 'Do you want to continue')
 * unless the caller confirms with ignoreTelAuthValidation=true.
 */
export async function updateBankAccount(
  db: Database,
  user: UserContext,
  id: number,
  body: UpdateBankAccountBody,
  ignoreAuthorization: boolean,
) {
  const flags = toBankAccountFlags(body.account_type);
  const row = await withTenant(db, user.merchantId, async (tx) => {
    const current = await editable(tx, user, id, 'bank');
    if (current.isPersonal !== flags.is_personal && !ignoreAuthorization)
      throw new AppError(
        409,
        ACH_AUTHORIZATION_REQUIRED,
        'Changing between a personal and a business account needs a new ACH authorization from the customer. Do you want to continue?',
      );
    return repo.updateAccount(tx, user.merchantId, id, {
      bankName: (body.bank_name ?? '').trim(),
      isCheckingAccount: flags.is_checking_account,
      isPersonal: flags.is_personal,
      customerCompanyName: (body.customer_company_name ?? '').trim(),
    });
  });
  return presentBankAccount(row, viewerOf(user));
}

/** DELETE account/{id}: the default passes to the oldest remaining account, so one stays default. */
export function deletePaymentAccount(db: Database, user: UserContext, id: number) {
  return withTenant(db, user.merchantId, async (tx) => {
    const row = await repo.findAccount(tx, user.merchantId, id);
    if (!row) throw notFound(ACCOUNT);
    if (!canDeletePaymentAccount(user.subject, { created_by_user_id: row.createdByUserId }, user.userId))
      throw forbidden('You may delete only the payment methods you added.');
    // Issue 23 point 1: payments and ended schedules keep their rows without the account (migration 0024);
    // a schedule that still bills needs it.
    const blocked = paymentAccountDeleteBlockedMessage(
      await repo.countBillingSchedulesPaidBy(tx, user.merchantId, id),
    );
    if (blocked) throw new AppError(409, PAYMENT_ACCOUNT_IN_USE, blocked);
    await repo.deleteAccount(tx, user.merchantId, id);
    if (row.isDefault) {
      const [next] = await repo.listAccounts(tx, user.merchantId, row.customerId);
      if (next) await repo.setDefaultAccount(tx, user.merchantId, row.customerId, next.id);
    }
  });
}

/** PUT customer/update_default_account (spec 2 §4: one default; a timeline event records it). */
export function updateDefaultAccount(
  db: Database,
  user: UserContext,
  body: { customer_id: number; account_id: number; payment_type_id: 1 | 2 },
) {
  return withTenant(db, user.merchantId, async (tx) => {
    const row = await repo.findAccount(tx, user.merchantId, body.account_id);
    const kind = body.payment_type_id === 1 ? 'card' : 'bank';
    if (!row || row.customerId !== body.customer_id || row.kind !== kind) throw notFound(ACCOUNT);
    if (!user.subject.claims.has('customers.edit-payment-method'))
      throw forbidden('You may not change the default payment method.');
    if (row.kind === 'bank') requireAchAccepted(user, 'a bank account cannot be the default');
    await repo.setDefaultAccount(tx, user.merchantId, row.customerId, row.id);
    const label =
      row.kind === 'card'
        ? `${cardBrandName(row.issuer)} ending in ${row.lastFour}`
        : `Bank account ending in ${row.lastFour}`;
    await repo.recordDefaultAccountEvent(tx, {
      merchantId: user.merchantId,
      customerId: row.customerId,
      userId: user.userId,
      content: `Default payment method set to ${label}.`,
    });
    const viewer = viewerOf(user);
    const saved = await repo.findAccount(tx, user.merchantId, row.id);
    if (!saved) throw notFound(ACCOUNT);
    return saved.kind === 'card' ? presentCard(saved, viewer) : presentBankAccount(saved, viewer);
  });
}
