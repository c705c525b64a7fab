// spec 1 §3 Merchant accepted_payment_types (CC, ACH); spec 2 §6 "ACH options appear only if the merchant
// accepts ACH". The server refuses a new bank account and the web hides its button with the same call.
import { type AcceptedPaymentType, acceptedPaymentType } from '@paybook/contracts';
import type { AccessSubject } from './subject.ts';

const KNOWN: ReadonlySet<string> = new Set(acceptedPaymentType.options);

/** A stored value is one of the spec's two codes (the database allows only these; this narrows the type). */
export function isAcceptedPaymentType(value: string): value is AcceptedPaymentType {
  return KNOWN.has(value);
}

/** spec 2 §6: bank (ACH) options appear, and bank accounts may be added or paid with, only when accepted. */
export function acceptsAch(subject: Pick<AccessSubject, 'acceptedPaymentTypes'>): boolean {
  return subject.acceptedPaymentTypes.has('ACH');
}

/** spec 1 §3: card options appear, and cards may be paid with, only when the merchant accepts CC. */
export function acceptsCards(subject: Pick<AccessSubject, 'acceptedPaymentTypes'>): boolean {
  return subject.acceptedPaymentTypes.has('CC');
}
