import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export const WIZARD_STEPS = ['product', 'design', 'finish', 'share'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

interface WizardStepperProps {
  active: WizardStep;
  /** The steps one may go back to (none once saved: the saved form is shared, not edited again here). */
  canGoBack: boolean;
  onStepClick: (step: WizardStep) => void;
}

/**
 * spec 2 §2.2 the payment form wizard's steps: product, design, finish, share. Below 48em the steps show
 * only their numbers, so each step button carries its name and state.
 */
export function WizardStepper({ active, canGoBack, onStepClick }: WizardStepperProps) {
  const { t } = useTranslation();
  const isWide = useMediaQuery('(min-width: 48em)') ?? true;
  const activeIndex = WIZARD_STEPS.indexOf(active);
  return (
    <nav aria-label={t('stores.wizard.progress')}>
      <Stepper
        active={activeIndex}
        onStepClick={(index) => {
          const step = WIZARD_STEPS[index];
          if (step) onStepClick(step);
        }}
        allowNextStepsSelect={false}
        size="sm"
      >
        {WIZARD_STEPS.map((step, index) => {
          const name = t(`stores.wizard.steps.${step}`);
          const state = index < activeIndex ? 'done' : index === activeIndex ? 'current' : 'next';
          return (
            <Stepper.Step
              key={step}
              label={isWide ? name : undefined}
              aria-label={isWide ? undefined : t(`stores.wizard.stepState.${state}`, { step: name })}
              aria-current={index === activeIndex ? 'step' : undefined}
              allowStepSelect={canGoBack && index < activeIndex}
            />
          );
        })}
      </Stepper>
    </nav>
  );
}
