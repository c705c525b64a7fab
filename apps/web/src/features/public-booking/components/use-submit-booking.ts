import type { PublicService, PublicTimeSlot } from '@paybook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { attachServerErrors } from '@/lib/form-server-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useSubmitOnce } from '@/lib/submit-once';
import { useBookAppointment } from '../api/book-appointment';
import { manageKeys } from '../api/manage-appointment';
import type { CustomerForm } from './customer-fields';
import { CARD_FIELDS, type CardForm, cardBody, checkCard } from './deposit-card-fields';

const CUSTOMER_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

interface SubmitBookingInput {
  urlSubdomain: string;
  /** Today in the business's zone (a card's expiry is checked against it). */
  today: string;
  form: CustomerForm;
  cardForm: CardForm;
  /** The booked manage token: the confirmation, read by it. */
  onBooked: (token: string) => void;
  /** The server refused a detail: back to the details, the field marked. */
  onDetailsRefused: () => void;
}

/**
 * The confirm step's Book. Issue 13 point 15: a double click books once (one POST, one key per attempt);
 * issue 15 point 7: a deposit or a no-show fee needs a card and the visitor's consent to the terms.
 */
export function useSubmitBooking({
  urlSubdomain,
  today,
  form,
  cardForm,
  onBooked,
  onDetailsRefused,
}: SubmitBookingInput) {
  const { t } = useTranslation();
  const idempotencyKey = useIdempotencyKey();
  const submit = useSubmitOnce();
  const book = useBookAppointment();
  const queryClient = useQueryClient();

  const submitBooking = (service: PublicService, providerId: number | null, slot: PublicTimeSlot) => {
    const needsCard = service.card_required;
    if (needsCard && !checkCard(cardForm, today, { consent: t('publicBooking.deposit.consentRequired') }))
      return;
    if (!submit.begin()) return;
    const body = {
      offering_id: service.id,
      service_provider_id: providerId,
      start_at: slot.start_at,
      customer: form.getValues(),
      ...(needsCard ? { card: cardBody(cardForm) } : {}),
    };
    book.mutate(
      { urlSubdomain, body, idempotencyKey: idempotencyKey.keyFor(body) },
      {
        onSuccess: ({ manage_token: token, ...appointment }) => {
          submit.succeeded();
          idempotencyKey.renew();
          // The confirmation reads the booking by its manage token, so a reload shows it again.
          queryClient.setQueryData(manageKeys.appointment(token), appointment);
          onBooked(token);
        },
        onError: (error) => {
          submit.failed();
          attachServerErrors(error, cardForm.setError, (property) =>
            CARD_FIELDS.find((field) => property === `card.${field}`),
          );
          if (
            attachServerErrors(error, form.setError, (property) =>
              CUSTOMER_FIELDS.find((field) => property === `customer.${field}`),
            )
          )
            onDetailsRefused();
        },
      },
    );
  };
  return { book, submit, submitBooking };
}
