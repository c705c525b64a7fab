import { Switch } from '@mantine/core';
import { zoneName } from '@paybook/domain';
import { useTranslation } from 'react-i18next';

/**
 * Issue 16 point 6: "Show times in my time zone (Eastern Time)", offered only when the visitor's zone
 * reads differently from the business's (the caller decides, with zonesReadAlike).
 */
export function ZoneToggle({
  visitorZone,
  checked,
  onChange,
}: {
  visitorZone: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Switch
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('publicBooking.zone.showMine', { zone: zoneName(visitorZone, i18n.language) })}
      size="sm"
    />
  );
}
