import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { dayBoundaryBody } from '@paybook/contracts';
import { dayHoursProblem } from '@paybook/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { attachServerErrors } from '@/lib/form-server-errors';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { useSaveDayBoundary } from '../api/day-settings';

export interface EditHoursTarget {
  /** The provider whose day it is, and their zone (ruling 8). */
  providerId: number;
  timeZone: string;
  date: string;
  /** The day as the header shows it ('Monday, November 23'). */
  label: string;
  startTime: string;
  endTime: string;
}

interface EditHoursModalProps {
  target: EditHoursTarget | null;
  onClose: () => void;
}

type HoursForm = { start_time: string; end_time: string };

/**
 * spec 1 §4.2, §5: one day's start and end (PUT day_boundary/{date}), local to the provider. The end is
 * later than the start, and on today later than the current time: the domain's rule, re-checked by the server.
 */
export function EditHoursModal({ target, onClose }: EditHoursModalProps) {
  const { t } = useTranslation();
  const save = useSaveDayBoundary();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<HoursForm>({
    resolver: zodResolver(dayBoundaryBody),
    defaultValues: { start_time: '', end_time: '' },
  });
  const { register, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (target) reset({ start_time: target.startTime, end_time: target.endTime });
    setFormError(null);
  }, [target, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!target) return;
    setFormError(null);
    const problem = dayHoursProblem(target.date, values.start_time, values.end_time, target.timeZone);
    if (problem) {
      setError('end_time', { message: problem.message }, { shouldFocus: true });
      return;
    }
    try {
      await save.mutateAsync({ serviceProviderId: target.providerId, date: target.date, ...values });
      notifySuccess(t('calendar.hours.saved', { day: target.label }));
      onClose();
    } catch (error) {
      if (!attachServerErrors(error, setError, ['start_time', 'end_time'])) setFormError(errorMessage(error));
    }
  });

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('calendar.hours.title', { day: target?.label ?? '' })}
      closeButtonProps={{ 'aria-label': t('calendar.closeDialog') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('calendar.hours.description', { zone: target?.timeZone ?? '' })}
          </Text>
          <FormError message={formError} />
          <Group grow align="flex-start">
            <TextInput
              type="time"
              label={t('calendar.hours.start')}
              error={formState.errors.start_time?.message}
              {...register('start_time')}
              data-autofocus
            />
            <TextInput
              type="time"
              label={t('calendar.hours.end')}
              error={formState.errors.end_time?.message}
              {...register('end_time')}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('calendar.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('calendar.hours.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
