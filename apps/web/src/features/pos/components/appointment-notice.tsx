import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderPath } from '@/features/orders/lib/order-view';
import type { CartAction, PosAppointment } from '../lib/cart-state';

/**
 * Issue 24 point 1: the point of sale says when it opens that the visit it checks out was sold already
 * (Charge then asks before a second sale) or was cancelled (the sale goes through without it).
 */
export function AppointmentNotice({
  appointment,
  dispatch,
}: {
  appointment: PosAppointment;
  dispatch: Dispatch<CartAction>;
}) {
  const { t } = useTranslation();
  if (appointment.refusal === null) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={16} aria-hidden />}
      p="xs"
      data-testid="pos-appointment-notice"
    >
      {appointment.refusal === 'checked_out' ? (
        <Group gap="xs" justify="space-between">
          <Text size="sm">
            {t('pointOfSale.appointmentNotice.paid', { number: appointment.sold_on?.order_number ?? '' })}
          </Text>
          {appointment.sold_on && (
            <Anchor component={Link} to={orderPath(appointment.sold_on.order_id)} size="sm">
              {t('pointOfSale.appointmentNotice.viewOrder')}
            </Anchor>
          )}
        </Group>
      ) : (
        <Group gap="xs" justify="space-between">
          <Text size="sm">{t('pointOfSale.appointmentNotice.cancelled')}</Text>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => dispatch({ type: 'set_appointment', appointment: null })}
          >
            {t('pointOfSale.appointmentNotice.sellWithout')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
