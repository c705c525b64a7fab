import type { CheckoutPaymentMode } from '@paybook/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers, paymentAccounts } from '../db/schema/index.ts';
import type { TokenProcessor } from '../modules/processor/processor.ts';
import type { DemoPayingAccount } from './demo-order-payments.ts';
import type { DemoOrderPlan, DemoPaymentScenario } from './demo-order-plans.ts';

// Issue 15 point 9: who bought each demo order and with what: a demo customer's stored card or bank
// account (its processor token, so the sandbox charges it), a card keyed in or swiped once (tokenised
// now, as the point of sale would), cash or a check. Test numbers: docs/operations.md "Sandbox processor".

export type DemoCustomer = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
};

/** One-off cards the desk keys in or swipes (docs/operations.md "Sandbox processor" test numbers). */
const ONE_OFF_CARDS = ['4242424242424242', '5555555555554444', '6011111111111117'];
/** The sandbox's cards that are declined when charged: declined, and insufficient funds. */
const DECLINED_CARDS = ['4000000000000002', '4000000000009995'];
/** The sandbox's bank account whose debits come back R01 after they settle. */
const RETURNED_BANK_ACCOUNT = { routingNumber: '021000021', accountNumber: '000111111116' };

const STORED_CARD_SCENARIOS: ReadonlySet<DemoPaymentScenario> = new Set([
  'card_stored',
  'partial_card',
  'refund_full',
  'refund_partial',
  'voided',
  'authorized_today',
]);
const STORED_BANK_SCENARIOS: ReadonlySet<DemoPaymentScenario> = new Set(['ach_stored', 'pending_ach']);

/** The demo customers and their stored accounts, and the processor that tokenises one-off cards. */
export interface DemoAccountSource {
  processor: TokenProcessor;
  people: DemoCustomer[];
  accounts: (typeof paymentAccounts.$inferSelect)[];
}

export async function loadDemoAccountSource(
  tx: Database,
  merchantId: number,
  processor: TokenProcessor,
): Promise<DemoAccountSource> {
  const people = await tx
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      street1: customers.billingStreet1,
      street2: customers.billingStreet2,
      city: customers.billingCity,
      state: customers.billingStateCode,
      zip: customers.billingZipCode,
      country: customers.billingCountry,
    })
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.customerNumber));
  const accounts = await tx
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.merchantId, merchantId))
    .orderBy(asc(paymentAccounts.id));
  return { processor, people, accounts };
}

/** The customer of an order, among those the scenario can use (a stored card or bank account). */
export function customerFor(source: DemoAccountSource, plan: DemoOrderPlan): DemoCustomer | null {
  if (plan.customerSlot === null) return null;
  const kind = STORED_CARD_SCENARIOS.has(plan.scenario)
    ? 'card'
    : STORED_BANK_SCENARIOS.has(plan.scenario)
      ? 'bank'
      : null;
  const holders = kind
    ? new Set(source.accounts.filter((a) => a.kind === kind).map((a) => a.customerId))
    : null;
  const fitting = source.people.filter(
    (person) => (!holders || holders.has(person.id)) && (!plan.isShipped || Boolean(person.street1)),
  );
  return fitting.length === 0 ? null : (fitting[plan.customerSlot % fitting.length] ?? null);
}

function storedAccount(
  source: DemoAccountSource,
  customerId: number | undefined,
  kind: 'card' | 'bank',
): DemoPayingAccount | null {
  const row = source.accounts.find((account) => account.customerId === customerId && account.kind === kind);
  if (!row) return null;
  return {
    kind,
    accountId: row.id,
    token: row.processorToken,
    lastFour: row.lastFour,
    label: (kind === 'card' ? row.issuer : row.bankName) || 'Bank account',
  };
}

async function oneOffCard(source: DemoAccountSource, number: string): Promise<DemoPayingAccount> {
  const card = await source.processor.tokenizeCard({
    number,
    cvv: '123',
    expiry: { month: 9, year: 2030 },
    billingZipCode: '',
  });
  return { kind: 'card', accountId: null, token: card.token, lastFour: card.lastFour, label: card.brand };
}

/** The card or bank account an order is paid with, and the checkout mode it was taken in. */
export async function payingAccount(
  source: DemoAccountSource,
  plan: DemoOrderPlan,
  customer: DemoCustomer | null,
  variation: number,
): Promise<{ account: DemoPayingAccount | null; paymentMode: CheckoutPaymentMode }> {
  const { scenario } = plan;
  if (scenario === 'cash' || scenario === 'check' || scenario === 'partial_cash') {
    return { account: null, paymentMode: scenario === 'check' ? ('check' as const) : ('cash' as const) };
  }
  if (scenario === 'returned_ach') {
    const bank = await source.processor.tokenizeBankAccount(RETURNED_BANK_ACCOUNT);
    const account: DemoPayingAccount = {
      kind: 'bank',
      accountId: null,
      token: bank.token,
      lastFour: bank.lastFour,
      label: bank.bankName ?? 'Bank account',
    };
    return { account, paymentMode: 'ach' as const };
  }
  if (STORED_BANK_SCENARIOS.has(scenario)) {
    const account = storedAccount(source, customer?.id, 'bank');
    if (!account) throw new Error(`demo order ${plan.key}: no stored bank account`);
    return { account, paymentMode: 'stored' as const };
  }
  if (scenario === 'failed_card')
    return {
      account: await oneOffCard(source, DECLINED_CARDS[variation % DECLINED_CARDS.length] as string),
      paymentMode: 'ccKeyEnter' as const,
    };
  const stored = STORED_CARD_SCENARIOS.has(scenario) ? storedAccount(source, customer?.id, 'card') : null;
  if (stored) return { account: stored, paymentMode: 'stored' as const };
  const card = await oneOffCard(source, ONE_OFF_CARDS[variation % ONE_OFF_CARDS.length] as string);
  return {
    account: card,
    paymentMode: scenario === 'card_swiped' ? ('ccSwipe' as const) : ('ccKeyEnter' as const),
  };
}
