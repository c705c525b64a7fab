import { Switch } from '@mantine/core';
import type { StaffListRow } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useSetStaffActive } from '../api/set-staff-active';

/**
 * spec 3 §4.7: a staff member's status, toggled from the list. On a refusal (for example 'provider work
 * plan required') the switch shows the saved status again and the server's message.
 */
export function StaffStatusSwitch({ member, name }: { member: StaffListRow; name: string }) {
  const { t } = useTranslation();
  const setActive = useSetStaffActive();
  const checked =
    setActive.isPending && setActive.variables ? setActive.variables.isActive : member.is_active;

  const handleChange = (isActive: boolean) =>
    setActive.mutate(
      { userId: member.id, isActive },
      {
        onSuccess: () =>
          notifySuccess(t(isActive ? 'staff.status.activated' : 'staff.status.deactivated', { name })),
        onError: (error) => notifyFailure(errorMessage(error), t('staff.status.failed', { name })),
      },
    );

  return (
    <Switch
      checked={checked}
      disabled={setActive.isPending}
      onChange={(event) => handleChange(event.currentTarget.checked)}
      aria-label={t('staff.status.label', { name })}
      label={checked ? t('staff.status.active') : t('staff.status.inactive')}
    />
  );
}
