import { Switch } from '@mantine/core';
import type { Offering } from '@paybook/contracts';
import { canToggleServiceStatus } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifyError, notifyFailure, notifySuccess } from '@/lib/notify';
import { getHasFutureAppointments } from '../api/get-has-future-appointments';
import { useSetServiceActive } from '../api/set-service-active';
import { confirmServiceAction } from './confirm-service-action';

/** What to ask before deactivating: the confirmation's title, text and button. */
export interface DeactivationQuestion {
  title: string;
  body: string;
  confirmLabel: string;
}

interface ServiceStatusSwitchProps {
  service: Offering;
  /**
   * What to ask before deactivating, or null to deactivate at once; by default spec 1 §4.1's question about
   * booked appointments ahead (the catalogue asks about a product's payment forms, spec 2 §4 Offering).
   */
  deactivationQuestion?: (service: Offering) => Promise<DeactivationQuestion | null>;
}

/** What the notice says: a service is booked, a catalogue product (on the same switch) is sold. */
const statusNotice = (isBookable: boolean, isActive: boolean) => {
  if (isBookable) return isActive ? 'services.status.activated' : 'services.status.deactivated';
  return isActive ? 'services.status.itemActivated' : 'services.status.itemDeactivated';
};

/**
 * spec 1 §4.1: a service's status, toggled from the list. Before deactivating, the user confirms when the
 * service still has booked appointments ahead. Without manage_configuration the server refuses: the
 * switch shows the server's status again and the refusal is shown.
 */
export function ServiceStatusSwitch({ service, deactivationQuestion }: ServiceStatusSwitchProps) {
  const { t } = useTranslation();
  const subject = subjectFor(useLoginContext());
  const setActive = useSetServiceActive();
  const [isChecking, setIsChecking] = useState(false);
  const isBusy = setActive.isPending || isChecking;
  const checked =
    setActive.isPending && setActive.variables ? setActive.variables.isActive : service.is_active;

  const save = (isActive: boolean) =>
    setActive.mutate(
      { id: service.id, isActive },
      {
        onSuccess: () =>
          notifySuccess(t(statusNotice(service.is_bookable, isActive), { name: service.name })),
        // The switch falls back to the saved status; the server says why (spec 1 §4.1, §8).
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    );

  const bookingsQuestion = async (): Promise<DeactivationQuestion | null> =>
    (await getHasFutureAppointments(service.id))
      ? {
          title: t('services.status.confirmTitle'),
          body: t('services.status.confirmBody', { name: service.name }),
          confirmLabel: t('services.status.confirmAction'),
        }
      : null;

  const handleChange = async (isActive: boolean) => {
    // Only someone who may deactivate is asked; anyone else hears the server's refusal at once.
    if (isActive || !canToggleServiceStatus(subject)) return save(isActive);
    setIsChecking(true);
    try {
      const question = await (deactivationQuestion ? deactivationQuestion(service) : bookingsQuestion());
      if (question) confirmServiceAction({ ...question, onConfirm: () => save(false) });
      else save(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <Switch
      checked={checked}
      disabled={isBusy}
      onChange={(event) => void handleChange(event.currentTarget.checked)}
      aria-label={t('services.status.label', { name: service.name })}
      label={checked ? t('services.status.active') : t('services.status.inactive')}
    />
  );
}
