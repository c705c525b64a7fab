import type { Store } from '@paybook/contracts';
import type { AccessSubject } from '@paybook/domain';
import { storeAbilities } from '@paybook/domain';

// spec 2 §2.2 modals "enable bank payments (ACH prompt)"; §6: "manage_configuration: toggling store status and
// seeing the enable-ACH prompt", "ACH options appear only if the merchant accepts ACH".

/**
 * Whether the prompt may be asked (before asking the server whether it was shown already): the merchant
 * accepts ACH, the user may toggle stores, and some store or form does not take bank payments yet.
 */
export function mayOfferAch(subject: AccessSubject, stores: readonly Pick<Store, 'accept_ach'>[]): boolean {
  return (
    subject.acceptedPaymentTypes.has('ACH') &&
    storeAbilities(subject).toggle &&
    stores.some((store) => !store.accept_ach)
  );
}
