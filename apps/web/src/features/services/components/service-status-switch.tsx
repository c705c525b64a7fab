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

/**
 * spec 1 §4.1: a service's status, toggled from the list. Before deactivating, the user confirms when the
 * service still has booked appointments ahead. Without manage_configuration the server refuses: the
 * switch shows the server's status again and the refusal is shown.
 */
export function ServiceStatusSwitch({ service }: { service: Offering }) {
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
          notifySuccess(
            t(isActive ? 'services.status.activated' : 'services.status.deactivated', { name: service.name }),
          ),
        // The switch falls back to the saved status; the server says why (spec 1 §4.1, §8).
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    );

  const confirmDeactivate = () =>
    confirmServiceAction({
      title: t('services.status.confirmTitle'),
      body: t('services.status.confirmBody', { name: service.name }),
      confirmLabel: t('services.status.confirmAction'),
      onConfirm: () => save(false),
    });

  const handleChange = async (isActive: boolean) => {
    // Only someone who may deactivate is asked; anyone else hears the server's refusal at once.
    if (isActive || !canToggleServiceStatus(subject)) return save(isActive);
    setIsChecking(true);
    try {
      if (await getHasFutureAppointments(service.id)) confirmDeactivate();
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
