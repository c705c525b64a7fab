import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STEPS } from '../lib/booking-address';

/**
 * The booking's progress. Issue 16 point 10: below 48em the steps show only their icons (a tick once
 * done), so each step button carries its name ("Step 1 of 6: Service, done"); the current one is marked
 * aria-current.
 */
export function BookingStepper({
  active,
  isWide,
  onStepClick,
}: {
  active: number;
  isWide: boolean;
  onStepClick: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('publicBooking.progress')}>
      <Stepper
        active={active}
        onStepClick={onStepClick}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={isWide ? 32 : 26}
      >
        {STEPS.map((name, index) => {
          const stepName = t('publicBooking.stepOf', {
            current: index + 1,
            total: STEPS.length,
            name: t(`publicBooking.steps.${name}`),
          });
          const state = index < active ? 'done' : index === active ? 'current' : 'next';
          return (
            <Stepper.Step
              key={name}
              label={isWide ? t(`publicBooking.steps.${name}`) : undefined}
              // Wide, the visible label names the step (and an aria-label would hide it from speech input).
              aria-label={isWide ? undefined : t(`publicBooking.stepState.${state}`, { step: stepName })}
              aria-current={index === active ? 'step' : undefined}
            />
          );
        })}
      </Stepper>
    </nav>
  );
}
