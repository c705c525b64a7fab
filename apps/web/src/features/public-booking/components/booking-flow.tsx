import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type PublicBookingPageWithContact,
  type PublicTimeSlot,
  publicBookingCustomer,
} from '@paybook/contracts';
import { todayInTimeZone, wallClock } from '@paybook/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { SubmitButton } from '@/ui/submit-button';
import {
  type PublicSlotRequest,
  publicAvailableDatesQueryOptions,
  publicTimeSlotsQueryOptions,
} from '../api/get-public-availability';
import { addressAt, type BookingAddress, EMPTY_ADDRESS, STEPS, type Step } from '../lib/booking-address';
import { bookingRefusalOf } from '../lib/booking-format';
import { bookingAt, forgetBooking, rememberBooking, tabStorage } from '../lib/booking-session';
import { AddressNotice } from './address-notice';
import { AppointmentSummary } from './appointment-summary';
import { BookingStepper } from './booking-stepper';
import { CustomerFields } from './customer-fields';
import { DateTimeStep } from './date-time-step';
import { DepositCardFields, useCardForm } from './deposit-card-fields';
import { ProviderStep } from './provider-step';
import { RefusalPanel } from './refusal-panel';
import { usePriceText } from './service-card';
import { ServiceStep } from './service-step';
import { StepHeading } from './step-heading';
import { useBookingAddress } from './use-booking-address';
import { useDetailsForm } from './use-details-form';
import { useSlotOfAddress } from './use-slot-of-address';
import { useSubmitBooking } from './use-submit-booking';

const HEADINGS: Record<Step, string> = {
  service: 'publicBooking.services',
  provider: 'publicBooking.chooseProvider',
  time: 'publicBooking.chooseDateTime',
  details: 'publicBooking.yourDetails',
  confirm: 'publicBooking.review',
};

/**
 * Ruling 4, issue 4 point 6: booking on /book/{url_subdomain} in five steps — service, provider or any
 * available, date and time (issue 24 point 4: a month beside its free times, in the business's zone,
 * opening on the first free day), the visitor's details, and a summary to confirm. A refused time shows
 * the server's message and its other times to pick from. Issue 16 point 5: the step and the choices live
 * in the address (useBookingAddress), so reload, Back and a shared link keep the visitor's place; the
 * details typed live in the tab's sessionStorage until booked, and Back from the booking shows it again.
 */
export function BookingFlow({
  page,
  zoneToggle,
}: {
  page: PublicBookingPageWithContact;
  /** The switch to the visitor's own zone, shown where times are (null when their zone reads alike). */
  zoneToggle: ReactNode;
}) {
  const { t } = useTranslation();
  const storage = tabStorage();
  const subdomain = page.url_subdomain;
  const isWide = useMediaQuery('(min-width: 48em)') ?? true;
  const today = todayInTimeZone(page.time_zone);
  const { address, step, notice, picked, go, back, fallBack } = useBookingAddress(page, today);
  // Focus follows the step once the visitor has moved (not on the page's first paint).
  const firstStep = useRef(step);
  const hasMoved = useRef(false);
  if (step !== firstStep.current) hasMoved.current = true;
  const form = useDetailsForm(storage, subdomain);
  const cardForm = useCardForm();
  const { book, submit, submitBooking } = useSubmitBooking({
    urlSubdomain: subdomain,
    today,
    form,
    cardForm,
    onBooked: (token) => {
      rememberBooking(storage, subdomain, address, token);
      go({ ...EMPTY_ADDRESS, booked: token, inMyZone: address.inMyZone }, { replace: true });
    },
    onDetailsRefused: () => moveTo(addressAt(address, 'details')),
  });
  const priceText = usePriceText();

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

  // The booked time's details or summary, reached by Back from the booking: the booking again.
  const bookedHere = step === 'details' || step === 'confirm' ? bookingAt(storage, subdomain, address) : null;
  useEffect(() => {
    if (bookedHere)
      go({ ...EMPTY_ADDRESS, booked: bookedHere, inMyZone: address.inMyZone }, { replace: true });
  }, [bookedHere, address.inMyZone, go]);

  // The confirm step without the visitor's details (a shared link, another tab) goes back to the details.
  const hasDetails = publicBookingCustomer.safeParse(form.getValues()).success;
  useEffect(() => {
    if (step === 'confirm' && !hasDetails && !bookedHere) fallBack('details', null);
  }, [step, hasDetails, bookedHere, fallBack]);

  /** The next address; `slot` when the visitor picked a time (kept with the history entry). */
  const moveTo = (next: BookingAddress, replace = false, slot?: PublicTimeSlot) => {
    book.reset();
    go(next, { replace, ...(slot ? { slot } : {}) });
  };
  /** A time picked on the date-and-time step: a new booking, on to the details. */
  const pickSlot = (chosen: PublicTimeSlot) => {
    forgetBooking(storage, subdomain);
    const { date, time } = wallClock(new Date(chosen.start_at), page.time_zone);
    moveTo({ ...addressAt(address, 'details'), date, time }, false, chosen);
  };

  if (bookedHere) return null;
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
            onChoose={(chosen) => moveTo({ ...addressAt(address, 'time'), providerId: chosen })}
          />
        )}
        {step === 'time' && request && (
          <DateTimeStep
            today={today}
            date={address.date}
            // Another day is a refined choice on the same step; the first free day is shown as if linked.
            onPickDay={(date) => moveTo({ ...addressAt(address, 'time'), date }, true)}
            onFirstFreeDay={(date) =>
              go({ ...addressAt(address, 'time'), date }, { replace: true, keepNotice: true })
            }
            datesQuery={(from, to) => publicAvailableDatesQueryOptions(request, from, to)}
            slotsQuery={(date) => publicTimeSlotsQueryOptions(request, date)}
            selected={picked?.start_at ?? null}
            onPick={pickSlot}
            aboveTimes={zoneToggle}
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
            {zoneToggle}
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
                onPickDate={(next) => moveTo({ ...addressAt(address, 'time'), date: next })}
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
            <SubmitButton
              submit={submit}
              onClick={() => service && slot && submitBooking(service, address.providerId ?? null, slot)}
            >
              {t('publicBooking.confirmBooking')}
            </SubmitButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
