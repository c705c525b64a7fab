import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type PublicAppointment,
  type PublicBookingPage,
  type PublicTimeSlot,
  publicBookingCustomer,
} from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
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
import { bookingRefusalOf } from '../lib/booking-format';
import { AppointmentSummary } from './appointment-summary';
import { CustomerFields, type CustomerInput, type CustomerOutput } from './customer-fields';
import { DayPicker } from './day-picker';
import { CARD_FIELDS, cardBody, checkCard, DepositCardFields, useCardForm } from './deposit-card-fields';
import { DonePanel } from './done-panel';
import { ProviderStep } from './provider-step';
import { RefusalPanel } from './refusal-panel';
import { usePriceText } from './service-card';
import { ServiceStep } from './service-step';
import { StepHeading } from './step-heading';
import { TimeStep } from './time-step';

const STEPS = ['service', 'provider', 'day', 'time', 'details', 'confirm'] as const;
type Step = (typeof STEPS)[number];
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
 */
export function BookingFlow({ page }: { page: PublicBookingPage }) {
  const { t } = useTranslation();
  const isWide = useMediaQuery('(min-width: 48em)');
  const today = todayInTimeZone(page.time_zone);
  const [active, setActive] = useState(0);
  const [hasMoved, setHasMoved] = useState(false);
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [providerId, setProviderId] = useState<number | null | undefined>(undefined);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<PublicTimeSlot | null>(null);
  const [booked, setBooked] = useState<PublicAppointment | null>(null);
  // Issue 13 point 15: a double click on Book books once (one POST, one key per attempt).
  const idempotencyKey = useIdempotencyKey();
  const submit = useSubmitOnce();
  const form = useForm<CustomerInput, unknown, CustomerOutput>({
    resolver: zodResolver(publicBookingCustomer),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '' },
    mode: 'onTouched',
  });
  const book = useBookAppointment();
  const priceText = usePriceText();
  const cardForm = useCardForm();

  const service = page.services.find((candidate) => candidate.id === serviceId);
  const request: PublicSlotRequest | null =
    service && providerId !== undefined
      ? { urlSubdomain: page.url_subdomain, offeringId: service.id, serviceProviderId: providerId }
      : null;
  const step = STEPS[active] ?? 'service';
  const goTo = (next: Step) => {
    setHasMoved(true);
    book.reset();
    setActive(STEPS.indexOf(next));
  };

  const submitBooking = () => {
    const customer = form.getValues();
    if (!service || !slot || providerId === undefined) return;
    // Issue 15 point 7: a deposit or a no-show fee needs a card and the visitor's consent to the terms.
    const needsCard = service.card_required;
    if (needsCard && !checkCard(cardForm, today, { consent: t('publicBooking.deposit.consentRequired') }))
      return;
    if (!submit.begin()) return;
    const body = {
      offering_id: service.id,
      service_provider_id: providerId,
      start_at: slot.start_at,
      customer,
      ...(needsCard ? { card: cardBody(cardForm) } : {}),
    };
    book.mutate(
      { urlSubdomain: page.url_subdomain, body, idempotencyKey: idempotencyKey.keyFor(body) },
      {
        onSuccess: (appointment) => {
          submit.succeeded();
          idempotencyKey.renew();
          setBooked(appointment);
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
            setActive(STEPS.indexOf('details'));
        },
      },
    );
  };

  if (booked) {
    return (
      <DonePanel
        booked={booked}
        onBookAnother={() => {
          submit.reset();
          setBooked(null);
          setSlot(null);
          setDate(null);
          goTo('service');
        }}
      />
    );
  }

  const refusal = bookingRefusalOf(book.error);
  const customer = form.watch();
  const heading = t(HEADINGS[step]);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <nav aria-label={t('publicBooking.progress')}>
          <Stepper
            active={active}
            onStepClick={(index) => goTo(STEPS[index] ?? 'service')}
            allowNextStepsSelect={false}
            size="sm"
            iconSize={isWide ? 32 : 26}
          >
            {STEPS.map((name) => (
              <Stepper.Step key={name} label={isWide ? t(`publicBooking.steps.${name}`) : undefined} />
            ))}
          </Stepper>
        </nav>
        {!isWide && (
          <Text size="sm" c="dimmed">
            {t('publicBooking.stepOf', {
              current: active + 1,
              total: STEPS.length,
              name: t(`publicBooking.steps.${step}`),
            })}
          </Text>
        )}
        <StepHeading key={step} focusOnMount={hasMoved}>
          {heading}
        </StepHeading>

        {step === 'service' && (
          <ServiceStep
            services={page.services}
            selectedId={serviceId}
            onChoose={(chosen) => {
              if (chosen.id !== serviceId) {
                setProviderId(undefined);
                setDate(null);
                setSlot(null);
              }
              setServiceId(chosen.id);
              goTo('provider');
            }}
          />
        )}
        {step === 'provider' && service && (
          <ProviderStep
            service={service}
            selected={providerId}
            onChoose={(chosen) => {
              if (chosen !== providerId) setSlot(null);
              setProviderId(chosen);
              goTo('day');
            }}
          />
        )}
        {step === 'day' && request && (
          <DayPicker
            today={today}
            value={date}
            onChange={(chosen) => {
              if (chosen !== date) setSlot(null);
              setDate(chosen);
              goTo('time');
            }}
            datesQuery={(from, to) => publicAvailableDatesQueryOptions(request, from, to)}
          />
        )}
        {step === 'time' && request && date && (
          <TimeStep
            date={date}
            slotsQuery={publicTimeSlotsQueryOptions(request, date)}
            selected={slot?.start_at ?? null}
            onPick={(chosen) => {
              setSlot(chosen);
              goTo('details');
            }}
          />
        )}
        {step === 'details' && (
          <form id="booking-details" noValidate onSubmit={form.handleSubmit(() => goTo('confirm'))}>
            <CustomerFields form={form} />
          </form>
        )}
        {step === 'confirm' && service && slot && (
          <Stack gap="md">
            <AppointmentSummary
              fields={{
                serviceName: service.name,
                providerName:
                  service.providers.find((provider) => provider.id === providerId)?.display_name ??
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
                onPickSlot={(chosen) => {
                  setSlot(chosen);
                  book.reset();
                }}
                onPickDate={(next) => {
                  setSlot(null);
                  setDate(next);
                  goTo(next ? 'time' : 'day');
                }}
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
              onClick={() => goTo(STEPS[active - 1] ?? 'service')}
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
