import { randomBytes } from 'node:crypto';
import { detectCardBrand } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { sandboxProcessorTokens } from '../../db/schema/index.ts';
import type { PaymentProcessor } from './processor.ts';
import { ProcessorRefusal } from './processor.ts';
import { readSandboxReport } from './sandbox-batch.ts';
import { type Clock, createSandboxMoney } from './sandbox-payments.ts';
import {
  BANK_ACCOUNT_BEHAVIOURS,
  CARD_BEHAVIOURS,
  KNOWN_BANKS,
  REFUSED_CARDS,
} from './sandbox-test-numbers.ts';

/**
 * The connections of the sandbox's own pool (app.ts): its calls are short and one connection each, and
 * it stands for an outside service, so it never takes from the requests' pool (issue 23 point 1).
 */
export const SANDBOX_POOL_SIZE = 4;

const newToken = (prefix: string) => `${prefix}_sandbox_${randomBytes(18).toString('base64url')}`;

/**
 * Ruling 5: the built-in sandbox processor. It keeps in its vault (`sandbox_processor_tokens`, outside
 * tenant transactions, like a processor's own database) only the token, the last four digits, the brand
 * and the test behaviour the number stands for; never the number or the CVV. Its money calls are
 * sandbox-payments.ts's, its settlement batch and report sandbox-batch.ts's (issue 15 point 1). `clock`
 * is the processor's time (tests move it).
 */
export function createSandboxProcessor(db: Database, clock: Clock = () => new Date()): PaymentProcessor {
  return {
    ...createSandboxMoney(db, clock),
    report: (cursor, limit) => readSandboxReport(db, cursor, limit),
    async tokenizeCard(card) {
      const refused = REFUSED_CARDS[card.number];
      if (refused) throw new ProcessorRefusal(refused.code, refused.message, refused.property);
      const brand = detectCardBrand(card.number);
      if (!brand)
        throw new ProcessorRefusal('unsupported_card', 'This card type is not accepted.', 'card_number');
      const token = newToken('card');
      const lastFour = card.number.slice(-4);
      await db.insert(sandboxProcessorTokens).values({
        token,
        kind: 'card',
        lastFour,
        brand,
        behaviour: CARD_BEHAVIOURS[card.number] ?? 'approve',
      });
      return { token, brand, lastFour };
    },

    async tokenizeBankAccount(account) {
      const token = newToken('bank');
      const lastFour = account.accountNumber.slice(-4);
      await db.insert(sandboxProcessorTokens).values({
        token,
        kind: 'bank',
        lastFour,
        behaviour: BANK_ACCOUNT_BEHAVIOURS[account.accountNumber] ?? 'approve',
      });
      return { token, lastFour, bankName: KNOWN_BANKS[account.routingNumber] ?? null };
    },
  };
}
