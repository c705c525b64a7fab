import { toBankAccountFlags } from '@paybook/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers, users } from '../db/schema/index.ts';
import { insertAccount } from '../modules/payment-accounts/payment-accounts.repository.ts';
import { createSandboxProcessor } from '../modules/processor/sandbox-processor.ts';

/** The sandbox's test cards (docs/operations.md "Sandbox processor"), one per customer in turn. */
const TEST_CARDS = [
  { number: '4242424242424242', month: 4, year: 2029 },
  { number: '5555555555554444', month: 11, year: 2028 },
  { number: '378282246310005', month: 7, year: 2030 },
  { number: '6011111111111117', month: 1, year: 2029 },
];

/**
 * DEMO.md: "merchants with payments have customers with stored test cards and bank accounts". The first
 * four customers get a card through the sandbox processor (so only tokens are stored), the first two also
 * a checking account.
 */
export async function seedDemoPaymentAccounts(tx: Database, merchant: { id: number; hasPayments: boolean }) {
  if (!merchant.hasPayments) return;
  const processor = createSandboxProcessor(tx);
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.merchantId, merchant.id), eq(users.isOwner, true)));
  const people = await tx
    .select({ id: customers.id, zip: customers.billingZipCode })
    .from(customers)
    .where(and(eq(customers.merchantId, merchant.id), isNull(customers.deletedAt)))
    .orderBy(asc(customers.customerNumber))
    .limit(TEST_CARDS.length);
  for (const [index, person] of people.entries()) {
    const test = TEST_CARDS[index];
    if (!test) break;
    const card = await processor.tokenizeCard({
      number: test.number,
      cvv: test.number.length === 15 ? '1234' : '123',
      expiry: { month: test.month, year: test.year },
      billingZipCode: person.zip,
    });
    await insertAccount(tx, {
      merchantId: merchant.id,
      customerId: person.id,
      kind: 'card',
      processorToken: card.token,
      lastFour: card.lastFour,
      issuer: card.brand,
      expirationMonth: test.month,
      expirationYear: test.year,
      billingZipCode: person.zip,
      createdByUserId: owner?.id ?? null,
    });
    if (index >= 2) continue;
    const bank = await processor.tokenizeBankAccount({
      routingNumber: '021000021',
      accountNumber: `00012345${6780 + index}`,
    });
    const flags = toBankAccountFlags('checking');
    await insertAccount(tx, {
      merchantId: merchant.id,
      customerId: person.id,
      kind: 'bank',
      processorToken: bank.token,
      lastFour: bank.lastFour,
      bankName: bank.bankName ?? '',
      routingNumber: '021000021',
      isCheckingAccount: flags.is_checking_account,
      isPersonal: flags.is_personal,
      createdByUserId: owner?.id ?? null,
    });
  }
}
