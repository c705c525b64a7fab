import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export const WIZARD_STEPS = ['product', 'design', 'finish', 'share'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

interface WizardStepperProps<S extends string> {
  steps: readonly S[];
  /** The progress' label and the steps' names. */
  texts: { label: string; stepName: (step: S) => string };
  active: S;
  /** The steps one may go back to (none once saved: the saved form is shared, not edited again here). */
  canGoBack: boolean;
  onStepClick: (step: S) => void;
}

/**
 * spec 2 §2.2 the wizards' steps: the payment form's product, design, finish, share; the buy-now button's
 * select item, configure, embed code. Below 48em the steps show only their numbers, so each step button
 * carries its name and state.
 */
export function WizardStepper<S extends string>({
  steps,
  texts,
  active,
  canGoBack,
  onStepClick,
}: WizardStepperProps<S>) {
  const { t } = useTranslation();
  const isWide = useMediaQuery('(min-width: 48em)') ?? true;
  const activeIndex = steps.indexOf(active);
  return (
    <nav aria-label={texts.label}>
      <Stepper
        active={activeIndex}
        onStepClick={(index) => {
          const step = steps[index];
          if (step) onStepClick(step);
        }}
        allowNextStepsSelect={false}
        size="sm"
      >
        {steps.map((step, index) => {
          const name = texts.stepName(step);
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
