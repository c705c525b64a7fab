import type { CardBrand, CardExpiry } from '@paybook/domain';

// Ruling 5: payments go through a processor interface. This issue needs tokenising; the payments issue
// adds authorising, settling, voiding and refunding to the same interface.

export interface CardToTokenize {
  /** Digits only, already checked by the domain's card rules. */
  number: string;
  cvv: string;
  expiry: CardExpiry;
  billingZipCode: string;
}

export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  lastFour: string;
}

export interface BankAccountToTokenize {
  routingNumber: string;
  accountNumber: string;
}

export interface TokenizedBankAccount {
  token: string;
  lastFour: string;
  /** The bank the routing number belongs to, when the processor knows it. */
  bankName: string | null;
}

/** The processor refused the card or account; `message` is for the person who typed it. */
export class ProcessorRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The field the refusal is about, so the form can show it there. */
    readonly property: string,
  ) {
    super(message);
    this.name = 'ProcessorRefusal';
  }
}

/** Never log or store the inputs: they carry the full number and CVV (ruling 5). */
export interface PaymentProcessor {
  tokenizeCard(card: CardToTokenize): Promise<TokenizedCard>;
  tokenizeBankAccount(account: BankAccountToTokenize): Promise<TokenizedBankAccount>;
}
