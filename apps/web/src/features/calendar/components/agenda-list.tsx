import { Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { CalendarItem } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import type { AgendaDay } from '../lib/agenda';
import { customerName, headline } from '../lib/block-text';
import { dayLabel, timeRange } from '../lib/calendar-format';
import { paymentLabel } from '../lib/payment-label';
import classes from './week-calendar.module.css';

interface AgendaListProps {
  days: AgendaDay[];
  today: string;
  timeZone: string;
  /** A tap on an appointment: the page shows its day with its popover open. */
  onOpen: (item: CalendarItem, date: string) => void;
}

/** Issue 24 point 1: ' · Paid $50.00', or nothing for a visit with nothing paid. */
function paymentSuffix(item: CalendarItem): string {
  const label = paymentLabel(item.payment);
  return label ? ` · ${label}` : '';
}

/**
 * Issue 16 point 4: a phone's agenda, the coming appointments grouped by day, each with its time, customer,
 * service, status and payment (the block's text in full, lib/block-text.ts).
 */
export function AgendaList({ days, today, timeZone, onOpen }: AgendaListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="calendar-agenda">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`agenda-${day.date}`}>
          <Title order={3} size="h5" id={`agenda-${day.date}`} mb={6}>
            {day.date === today
              ? t('calendar.phone.todayLabel', { day: dayLabel(day.date) })
              : dayLabel(day.date)}
          </Title>
          {day.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('calendar.phone.noAppointments')}
            </Text>
          ) : (
            <Stack component="ul" gap={6} className={classes.agendaList}>
              {day.items.map((item) => (
                <li key={item.id}>
                  <Paper withBorder radius="sm" className={classes.agendaItem}>
                    <UnstyledButton
                      w="100%"
                      p="sm"
                      onClick={() => onOpen(item, day.date)}
                      data-testid="calendar-agenda-item"
                    >
                      <Text size="xs" c="dimmed">
                        {timeRange(item.start_at, item.end_at, timeZone)}
                        {item.status && item.status !== 'booked'
                          ? ` · ${t(`calendar.status.${item.status}`)}`
                          : ''}
                        {paymentSuffix(item)}
                      </Text>
                      <Text fw={600}>{customerName(item) ?? headline(item)}</Text>
                      {customerName(item) && <Text size="sm">{headline(item)}</Text>}
                    </UnstyledButton>
                  </Paper>
                </li>
              ))}
            </Stack>
          )}
        </section>
      ))}
    </Stack>
  );
}
