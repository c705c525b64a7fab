import { memo } from 'react';
import { hourLabel } from '../lib/calendar-format';
import { DAY_MINUTES, SLOT_MINUTES } from '../lib/calendar-layout';
import classes from './week-calendar.module.css';

const pad = (value: number) => String(value).padStart(2, '0');

/** The day's 30-minute rows as 'HH:mm', 00:00 to 23:30. */
const SLOTS = Array.from({ length: DAY_MINUTES / SLOT_MINUTES }, (_, index) => {
  const minutes = index * SLOT_MINUTES;
  return {
    time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    hour: minutes % 60 ? null : minutes / 60,
  };
});

/**
 * The hour labels beside the week grid, one row per 30-minute slot (spec 1 §9). Hidden from screen readers:
 * every block says its own time.
 */
export const WeekTimeAxis = memo(function WeekTimeAxis() {
  return (
    <div className={classes.axis} aria-hidden>
      {SLOTS.map(({ time, hour }) => (
        <div key={time} className={classes.slot} data-testid="calendar-slot" data-time={time}>
          {hour !== null && <span className={classes.hourLabel}>{hourLabel(hour)}</span>}
        </div>
      ))}
    </div>
  );
});
