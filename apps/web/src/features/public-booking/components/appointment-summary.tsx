import { Table, Text } from '@mantine/core';
import { zoneName } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from '../lib/booking-format';
import { useShownZone } from '../lib/shown-zone';
import { useDurationText } from './service-card';

export interface SummaryFields {
  serviceName: string;
  /** The provider's name, or 'Any available provider' before the server picks one. */
  providerName: string;
  startAt: string;
  durationMinutes: number;
  timeZone: string;
  price?: string | undefined;
  customerName: string;
  email: string;
  phone?: string | undefined;
}

/**
 * "Tuesday, December 1, 2026, 9:30 AM (Mountain Time)": a booking's start in the business's zone, or in
 * the visitor's when they asked (issue 16 point 6), the zone named in words.
 */
export function useWhenText() {
  const { t, i18n } = useTranslation();
  const shown = useShownZone('');
  return (startAt: string, businessZone: string) => {
    const timeZone = shown || businessZone;
    return `${formatDay(startAt, timeZone, i18n.language)}, ${t('publicBooking.timeWithZone', {
      time: formatTime(startAt, timeZone, i18n.language),
      zone: zoneName(timeZone, i18n.language),
    })}`;
  };
}

/** What is booked, as the confirm step, the done page and the manage page show it. */
export function AppointmentSummary({ fields }: { fields: SummaryFields }) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const whenText = useWhenText();
  const rows: [string, string][] = [
    [t('publicBooking.summary.service'), fields.serviceName],
    [t('publicBooking.summary.provider'), fields.providerName],
    [t('publicBooking.summary.when'), whenText(fields.startAt, fields.timeZone)],
    [t('publicBooking.summary.duration'), durationText(fields.durationMinutes)],
    ...(fields.price ? [[t('publicBooking.summary.price'), fields.price] as [string, string]] : []),
    [t('publicBooking.summary.name'), fields.customerName],
    [t('publicBooking.summary.email'), fields.email],
    ...(fields.phone ? [[t('publicBooking.summary.phone'), fields.phone] as [string, string]] : []),
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 96, xs: 140 }}>{label}</Table.Th>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
