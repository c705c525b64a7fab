import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { PublicAppointment, PublicTimeSlot } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useSubmitOnce } from '@/lib/submit-once';
import { SubmitButton } from '@/ui/submit-button';
import {
  manageDatesQueryOptions,
  manageSlotsQueryOptions,
  useRescheduleAppointment,
} from '../api/manage-appointment';
import { bookingRefusalOf, formatTime } from '../lib/booking-format';
import { DateTimeStep } from './date-time-step';
import { RefusalPanel } from './refusal-panel';

interface ReschedulePanelProps {
  token: string;
  appointment: PublicAppointment;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Ruling 4: move the appointment (same service and provider) to another free day and time, picked as on
 * the booking page (issue 24 point 4: the month beside its times, opening on the first free day).
 */
export function ReschedulePanel({ token, appointment, onDone, onClose }: ReschedulePanelProps) {
  const { t, i18n } = useTranslation();
  const today = todayInTimeZone(appointment.time_zone);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<PublicTimeSlot | null>(null);
  const reschedule = useRescheduleAppointment(token);
  const idempotencyKey = useIdempotencyKey();
  const submit = useSubmitOnce();
  const refusal = bookingRefusalOf(reschedule.error);

  const move = () => {
    if (!slot || !submit.begin()) return;
    reschedule.mutate(
      { startAt: slot.start_at, idempotencyKey: idempotencyKey.keyFor(slot.start_at) },
      {
        onSuccess: () => {
          submit.succeeded();
          onDone();
        },
        onError: submit.failed,
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('publicBooking.manage.rescheduleTitle')}
        </Title>
        <DateTimeStep
          today={today}
          date={date}
          onPickDay={(chosen) => {
            setDate(chosen);
            setSlot(null);
            reschedule.reset();
          }}
          onFirstFreeDay={setDate}
          datesQuery={(from, to) => manageDatesQueryOptions(token, from, to)}
          slotsQuery={(chosen) => manageSlotsQueryOptions(token, chosen)}
          selected={slot?.start_at ?? null}
          onPick={(chosen) => {
            setSlot(chosen);
            reschedule.reset();
          }}
        />
        {refusal && (
          <RefusalPanel
            refusal={refusal}
            onPickSlot={(chosen) => {
              setSlot(chosen);
              reschedule.reset();
            }}
            onPickDate={(next) => {
              setDate(next);
              setSlot(null);
              reschedule.reset();
            }}
          />
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={onClose}>
            {t('publicBooking.manage.closeReschedule')}
          </Button>
          {slot && !refusal && (
            <SubmitButton submit={submit} onClick={move}>
              {t('publicBooking.manage.moveTo', {
                time: formatTime(slot.start_at, appointment.time_zone, i18n.language),
              })}
            </SubmitButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
