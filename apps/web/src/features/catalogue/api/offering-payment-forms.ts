import type { OfferingPaymentForms } from '@paybook/contracts';
import type { listOfferingPaymentForms } from '@paybook/contracts/endpoints/stores';
import { callEndpoint } from '@/lib/call-endpoint';

export type ActivePaymentForm = OfferingPaymentForms['data'][number];

/**
 * GET /api/catalog/offering/{id}/active_payment_forms of each item (spec 2 §7), asked right before they
 * are deactivated (spec 2 §4 Offering): the active payment forms and buy buttons selling any of them, once each.
 */
export async function getActivePaymentForms(ids: readonly number[]): Promise<ActivePaymentForm[]> {
  const answers = await Promise.all(
    ids.map((offeringId) =>
      callEndpoint<typeof listOfferingPaymentForms>(
        { method: 'GET', path: '/catalog/offering/:offeringId/active_payment_forms' },
        { params: { offeringId } },
      ),
    ),
  );
  const forms = new Map<number, ActivePaymentForm>();
  for (const form of answers.flatMap((answer) => answer.data)) forms.set(form.id, form);
  return [...forms.values()];
}
