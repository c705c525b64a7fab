import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type PublicBookingPageWithContact,
  type PublicTimeSlot,
  publicBookingCustomer,
} from '@paybook/contracts';
import { todayInTimeZone, wallClock } from '@paybook/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { attachServerErrors } from '@/lib/form-server-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { SubmitButton } from '@/ui/submit-button';
import { useBookAppointment } from '../api/book-appointment';
import {
  type PublicSlotRequest,
  publicAvailableDatesQueryOptions,
  publicTimeSlotsQueryOptions,
} from '../api/get-public-availability';
import { manageKeys } from '../api/manage-appointment';
import { addressAt, type BookingAddress, EMPTY_ADDRESS, STEPS, type Step } from '../lib/booking-address';
import { bookingRefusalOf } from '../lib/booking-format';
import { AddressNotice } from './address-notice';
import { AppointmentSummary } from './appointment-summary';
import { BookingStepper } from './booking-stepper';
import { CustomerFields, type CustomerInput, type CustomerOutput } from './customer-fields';
import { DayPicker } from './day-picker';
import { CARD_FIELDS, cardBody, checkCard, DepositCardFields, useCardForm } from './deposit-card-fields';
import { ProviderStep } from './provider-step';
import { RefusalPanel } from './refusal-panel';
import { usePriceText } from './service-card';
import { ServiceStep } from './service-step';
import { StepHeading } from './step-heading';
import { TimeStep } from './time-step';
import { useBookingAddress } from './use-booking-address';
import { useSlotOfAddress } from './use-slot-of-address';

const HEADINGS: Record<Step, string> = {
  service: 'publicBooking.services',
  provider: 'publicBooking.chooseProvider',
  day: 'publicBooking.chooseDay',
  time: 'publicBooking.chooseTime',
  details: 'publicBooking.yourDetails',
  confirm: 'publicBooking.review',
};
const CUSTOMER_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

/**
 * Ruling 4, issue 4 point 6: booking on /book/{url_subdomain} in six steps — service, provider or any
 * available, day (only days with a free time), time (in the business's zone), the visitor's details, and
 * a summary to confirm. A refused time shows the server's message and its other times to pick from.
 * Issue 16 point 5: the step and the choices live in the address (useBookingAddress), so reload, Back and
 * a shared link keep the visitor's place.
 */
export function BookingFlow({ page }: { page: PublicBookingPageWithContact }) {
  const { t } = useTranslation();
  const isWide = useMediaQuery('(min-width: 48em)') ?? true;
  const today = todayInTimeZone(page.time_zone);
  const { address, step, notice, picked, go, back, fallBack } = useBookingAddress(page, today);
  // Focus follows the step once the visitor has moved (not on the page's first paint).
  const firstStep = useRef(step);
  const hasMoved = useRef(false);
  if (step !== firstStep.current) hasMoved.current = true;
  // Issue 13 point 15: a double click on Book books once (one POST, one key per attempt).
  const idempotencyKey = useIdempotencyKey();
  const submit = useSubmitOnce();
  const form = useForm<CustomerInput, unknown, CustomerOutput>({
    resolver: zodResolver(publicBookingCustomer),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '' },
    mode: 'onTouched',
  });
  const book = useBookAppointment();
  const queryClient = useQueryClient();
  const priceText = usePriceText();
  const cardForm = useCardForm();

  const service = page.services.find((candidate) => candidate.id === address.serviceId);
  const request: PublicSlotRequest | null =
    service && address.providerId !== undefined
      ? { urlSubdomain: page.url_subdomain, offeringId: service.id, serviceProviderId: address.providerId }
      : null;
  const onSlotGone = useCallback(() => fallBack('time', 'time'), [fallBack]);
  const slot = useSlotOfAddress({
    request,
    address,
    timeZone: page.time_zone,
    picked,
    isNeeded: step === 'details' || step === 'confirm',
    onGone: onSlotGone,
  });

  // The confirm step without the visitor's details (a reload, a shared link) goes back to the details.
  const hasDetails = publicBookingCustomer.safeParse(form.getValues()).success;
  useEffect(() => {
    if (step === 'confirm' && !hasDetails) fallBack('details', null);
  }, [step, hasDetails, fallBack]);

  /** The next address; `slot` when the visitor picked a time (kept with the history entry). */
  const moveTo = (next: BookingAddress, replace = false, slot?: PublicTimeSlot) => {
    book.reset();
    go(next, replace, slot);
  };

  const submitBooking = () => {
    const customer = form.getValues();
    if (!service || !slot || address.providerId === undefined) return;
    // Issue 15 point 7: a deposit or a no-show fee needs a card and the visitor's consent to the terms.
    const needsCard = service.card_required;
    if (needsCard && !checkCard(cardForm, today, { consent: t('publicBooking.deposit.consentRequired') }))
      return;
    if (!submit.begin()) return;
    const body = {
      offering_id: service.id,
      service_provider_id: address.providerId,
      start_at: slot.start_at,
      customer,
      ...(needsCard ? { card: cardBody(cardForm) } : {}),
    };
    book.mutate(
      { urlSubdomain: page.url_subdomain, body, idempotencyKey: idempotencyKey.keyFor(body) },
      {
        onSuccess: ({ manage_token: token, ...appointment }) => {
          submit.succeeded();
          idempotencyKey.renew();
          // The confirmation reads the booking by its manage token, so a reload shows it again.
          queryClient.setQueryData(manageKeys.appointment(token), appointment);
          go({ ...EMPTY_ADDRESS, booked: token, inMyZone: address.inMyZone }, true);
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
            moveTo(addressAt(address, 'details'));
        },
      },
    );
  };

  const refusal = bookingRefusalOf(book.error);
  const customer = form.watch();
  const active = STEPS.indexOf(step);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <BookingStepper
          active={active}
          isWide={isWide}
          onStepClick={(index) => moveTo(addressAt(address, STEPS[index] ?? 'service'))}
        />
        {!isWide && (
          <Text size="sm" c="dimmed">
            {t('publicBooking.stepOf', {
              current: active + 1,
              total: STEPS.length,
              name: t(`publicBooking.steps.${step}`),
            })}
          </Text>
        )}
        <StepHeading key={step} focusOnMount={hasMoved.current}>
          {t(HEADINGS[step])}
        </StepHeading>
        {notice && <AddressNotice problem={notice} />}

        {step === 'service' && (
          <ServiceStep
            services={page.services}
            selectedId={null}
            onChoose={(chosen) => moveTo({ ...addressAt(address, 'provider'), serviceId: chosen.id })}
          />
        )}
        {step === 'provider' && service && (
          <ProviderStep
            service={service}
            selected={undefined}
            onChoose={(chosen) => moveTo({ ...addressAt(address, 'day'), providerId: chosen })}
          />
        )}
        {step === 'day' && request && (
          <DayPicker
            today={today}
            value={null}
            onChange={(chosen) => moveTo({ ...addressAt(address, 'time'), date: chosen })}
            datesQuery={(from, to) => publicAvailableDatesQueryOptions(request, from, to)}
          />
        )}
        {step === 'time' && request && address.date && (
          <TimeStep
            date={address.date}
            slotsQuery={publicTimeSlotsQueryOptions(request, address.date)}
            selected={null}
            onPick={(chosen) =>
              moveTo(
                {
                  ...addressAt(address, 'details'),
                  date: address.date,
                  time: wallClock(new Date(chosen.start_at), page.time_zone).time,
                },
                false,
                chosen,
              )
            }
          />
        )}
        {step === 'details' && (
          <form
            id="booking-details"
            noValidate
            onSubmit={form.handleSubmit(() => moveTo({ ...address, step: 'confirm' }))}
          >
            <CustomerFields form={form} />
          </form>
        )}
        {step === 'confirm' && service && slot && (
          <Stack gap="md">
            <AppointmentSummary
              fields={{
                serviceName: service.name,
                providerName:
                  service.providers.find((provider) => provider.id === address.providerId)?.display_name ??
                  t('publicBooking.anyProvider'),
                startAt: slot.start_at,
                durationMinutes: service.duration_minutes,
                timeZone: page.time_zone,
                price: priceText(service.price),
                customerName: `${customer.first_name} ${customer.last_name}`.trim(),
                email: customer.email,
                phone: customer.phone,
              }}
            />
            {service.card_required && <DepositCardFields service={service} form={cardForm} />}
            {refusal && (
              <RefusalPanel
                refusal={refusal}
                onPickSlot={(chosen) =>
                  // A refined choice on the same step: the address changes, history does not grow.
                  moveTo(
                    { ...address, time: wallClock(new Date(chosen.start_at), page.time_zone).time },
                    true,
                    chosen,
                  )
                }
                onPickDate={(next) =>
                  moveTo(next ? { ...addressAt(address, 'time'), date: next } : addressAt(address, 'day'))
                }
              />
            )}
            {book.isError && !refusal && <Alert color="red">{errorMessage(book.error)}</Alert>}
          </Stack>
        )}

        <Group justify="space-between" wrap="nowrap">
          {active > 0 ? (
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => {
                book.reset();
                back(STEPS[active - 1] ?? 'service');
              }}
            >
              {t('publicBooking.back')}
            </Button>
          ) : (
            <span />
          )}
          {step === 'details' && (
            <Button type="submit" form="booking-details">
              {t('publicBooking.continue')}
            </Button>
          )}
          {step === 'confirm' && !refusal && (
            <SubmitButton submit={submit} onClick={submitBooking}>
              {t('publicBooking.confirmBooking')}
            </SubmitButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
