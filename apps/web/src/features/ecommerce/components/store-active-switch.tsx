import { Switch, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import type { StoreToggle } from '@paybook/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface StoreActiveSwitchProps {
  store: Store;
  /** What the switch shows while its confirmation is open or its call runs; else the store's own state. */
  shownActive: boolean | null;
  /** storeAbilities(subject).toggle: manage_configuration (spec 2 §6). */
  canToggle: boolean;
  isBusy: boolean;
  onToggle: (store: Store, target: StoreToggle) => void;
}

/**
 * spec 2 §4 Store status: toggling opens the confirmation (the page's); cancelling it puts the switch back.
 * Without manage_configuration the switch cannot move ("a user without manage_configuration has the toggle
 * reverted") and says why.
 */
export function StoreActiveSwitch({
  store,
  shownActive,
  canToggle,
  isBusy,
  onToggle,
}: StoreActiveSwitchProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const checked = shownActive ?? store.is_active;
  const control = (
    <Switch
      checked={checked}
      disabled={!canToggle || isBusy}
      aria-label={t('stores.toggle.label', { name: store.name })}
      aria-describedby={canToggle ? undefined : reasonId}
      onChange={(event) => onToggle(store, event.currentTarget.checked ? 'active' : 'inactive')}
    />
  );
  if (canToggle) return control;
  return (
    <>
      <Tooltip label={t('stores.toggle.noRight')} multiline w={240} withArrow>
        {/* A disabled input takes no pointer events: the tooltip listens on its wrapper. */}
        <span style={{ display: 'inline-flex', verticalAlign: 'middle' }}>{control}</span>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{t('stores.toggle.noRight')}</VisuallyHidden>
    </>
  );
}
