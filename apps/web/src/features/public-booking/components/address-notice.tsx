import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AddressProblem } from '../lib/booking-address';

/** Issue 16 point 5: why the page opened at an earlier step than its address named. */
export function AddressNotice({ problem }: { problem: Exclude<AddressProblem, null> }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
      {t(`publicBooking.addressNotice.${problem}`)}
    </Alert>
  );
}
