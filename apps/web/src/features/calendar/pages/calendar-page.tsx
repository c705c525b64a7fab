import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CalendarItem } from '@paybook/contracts';
import {
  addDays,
  canPerform,
  DEFAULT_DAY_START,
  PICKER_PAGE_SIZE,
  todayInTimeZone,
  weekStartOf,
} from '@paybook/domain';
import { IconCalendarPlus, IconClockPause } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { useServiceProviders } from '@/features/staff/api/get-service-providers';
import { subjectFor } from '@/lib/access-subject';
import { PageHeader } from '@/ui/page-header';
import { useCalendarChanged } from '../api/appointments';
import { useMarkDayOff } from '../api/day-settings';
import { useDeleteCalendarItem } from '../api/delete-calendar-item';
import { useCalendarDay } from '../api/get-calendar-day';
import { useCalendarWeek } from '../api/get-calendar-week';
import { calendarViewer, shownDay, shownProviderId, shownWeekStart } from '../api/prefetch-calendar';
import { confirmDayOff, confirmDeleteItem } from '../components/calendar-confirmations';
import { CalendarSkeleton, LoadFailed } from '../components/calendar-load-states';
import { CalendarModals, type PersonalTimeTarget } from '../components/calendar-modals';
import { CategoryLegend } from '../components/category-legend';
import { DesktopNavigation, DesktopViewSwitch } from '../components/desktop-navigation';
import type { EditHoursTarget } from '../components/edit-hours-modal';
import { NoCalendar } from '../components/no-calendar';
import { PhoneCalendar } from '../components/phone-calendar';
import { ProviderField } from '../components/provider-field';
import { type ProviderDate, ProvidersDayCalendar } from '../components/providers-day-calendar';
import { WeekCalendar } from '../components/week-calendar';
import { dayLabel } from '../lib/calendar-format';
import { PHONE_QUERY } from '../lib/calendar-layout';
import {
  type CalendarSearch,
  type CalendarView,
  readCalendarSearch,
  writeCalendarSearch,
} from '../lib/calendar-search-params';
import { dayHoursOf } from '../lib/day-hours';
import { rememberCalendarPlace } from '../lib/last-calendar-place';
import { itemKey } from '../lib/week-grid';

/**
 * spec 1 §2.3, §2.5: the appointments screen: a provider's week from the merchant's first day of the week
 * (issue 16 point 9), or on a phone one day or the agenda (issue 16 point 4), or the day of every provider
 * the user may see side by side (issue 24 point 3). With manage_appointments the user picks any provider
 * (viewProvider); without it they see only their own calendar, in the modals too. The address carries the
 * view, the week or day, the provider and the open modal (appointmentId, showAddModal, customer); the
 * place is remembered for a plain /appointments (last-calendar-place.ts).
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const context = useLoginContext();
  const viewer = calendarViewer(context);
  const { canChooseProvider } = viewer;
  const [params, setParams] = useSearchParams();
  const search = readCalendarSearch(params, context.merchant.week_starts_on);
  const isProvidersDay = search.view === 'day-all';

  // The route's loader has started these queries (prefetch-calendar.ts, issue 14 point 7). Without an own
  // calendar, someone who manages appointments starts on the first active provider by name (issue 16
  // point 8).
  const providers = useServiceProviders(PICKER_PAGE_SIZE, canChooseProvider);
  const listed = providers.data?.data ?? [];
  const firstProvider = listed.find((provider) => provider.is_active) ?? listed[0];
  const providerId = shownProviderId(viewer, search.viewProvider, firstProvider?.id ?? null);
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const weekStartsOn = context.merchant.week_starts_on;
  const merchantToday = todayInTimeZone(context.merchant.time_zone);
  // The day of a phone and of the providers' day; the desktop's week holds the address's week date (or,
  // coming from a phone or the providers' day, its day).
  const day = shownDay(search, merchantToday);
  const weekStart = shownWeekStart(search, weekStartsOn, merchantToday, isPhone);
  const week = useCalendarWeek(isProvidersDay ? null : providerId, weekStart);
  const providersDay = useCalendarDay(day, isProvidersDay);
  const timeZone = week.data?.time_zone ?? context.merchant.time_zone;
  const today = todayInTimeZone(timeZone);
  const isWithoutOwnCalendar = canChooseProvider && viewer.ownProviderId === null;

  const [openedKey, setOpenedKey] = useState<string | null>(null);
  const [slot, setSlot] = useState<{ start: string; providerId: number } | null>(null);
  const [personalTime, setPersonalTime] = useState<PersonalTimeTarget | null>(null);
  const [editHours, setEditHours] = useState<EditHoursTarget | null>(null);
  const deleteItem = useDeleteCalendarItem();
  const markDayOff = useMarkDayOff();
  const calendarChanged = useCalendarChanged();

  // Issue 24 point 3: where the calendar is, for the next plain /appointments.
  const userId = context.user.id;
  useEffect(() => {
    rememberCalendarPlace(globalThis.localStorage, userId, params, merchantToday);
  }, [params, userId, merchantToday]);

  // A change starts from the address as it is now, not as this render read it (as the reports do, decision
  // 198): a dialog's or widget's handler from an earlier render would otherwise write back what a later
  // change removed (a closed dialog's showAddModal, say).
  const updateSearch = (change: Partial<CalendarSearch>, replace = false) =>
    setParams(writeCalendarSearch(new URLSearchParams(window.location.search), change), { replace });

  const handleViewChange = (view: CalendarView) => {
    setOpenedKey(null);
    if (isPhone || view === 'agenda') updateSearch({ view });
    // A desktop's day is the week's today (or its first day); its week the one that holds the day.
    else if (view === 'day-all') {
      const isThisWeek = merchantToday >= weekStart && merchantToday < addDays(weekStart, 7);
      updateSearch({ view, date: isThisWeek ? merchantToday : weekStart, week: null });
    } else updateSearch({ view, week: weekStartOf(day, weekStartsOn), date: null });
  };

  const handleDayChange = (next: string) => {
    setOpenedKey(null);
    updateSearch({ date: next, week: null }, true);
  };

  const handleSelectSlot = (start: string, slotProviderId: number | null) => {
    const chosen = slotProviderId ?? providerId;
    if (chosen === null) return;
    setSlot({ start, providerId: chosen });
    updateSearch({ showAddModal: true });
  };

  const handleEditItem = (item: CalendarItem) => {
    if (item.calendar_item_type === 'appointment') updateSearch({ appointmentId: item.id });
    else if (item.calendar_item_type === 'personal_time')
      setPersonalTime({
        providerId: item.provider.id,
        personalTimeId: item.id,
        initial: { start_at: item.start_at, end_at: item.end_at, title: item.title },
      });
  };

  const editHoursOf = (target: ProviderDate, zone: string, fallbackStart: string) =>
    setEditHours({
      providerId: target.providerId,
      timeZone: zone,
      date: target.day.date,
      label: dayLabel(target.day.date),
      ...dayHoursOf(target.day, zone, fallbackStart),
    });

  const actions = providerId !== null && (
    <Group gap="xs">
      {!isPhone && (canChooseProvider || isProvidersDay) && (
        <DesktopViewSwitch isProvidersDay={isProvidersDay} onChange={handleViewChange} />
      )}
      <Button
        variant="default"
        leftSection={<IconClockPause size={18} aria-hidden />}
        onClick={() => setPersonalTime({ providerId })}
      >
        {t('calendar.addPersonalTime')}
      </Button>
      <Button
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        onClick={() => updateSearch({ showAddModal: true })}
      >
        {t('calendar.addAppointment')}
      </Button>
    </Group>
  );

  const gridHandlers = {
    openedKey,
    onOpenedKeyChange: setOpenedKey,
    onEditItem: handleEditItem,
    onDeleteItem: (item: CalendarItem, date: string) => confirmDeleteItem(item, date, deleteItem),
  };

  // The week grid, or on a phone its one day (issue 16 point 4), once the week has loaded.
  const weekView = (shownDate: string | undefined) => {
    if (week.isError && !week.data) return <LoadFailed error={week.error} onRetry={() => week.refetch()} />;
    // While another day's week loads, the last week has no column for the new day.
    if (!week.data || (shownDate !== undefined && !week.data.days.some((d) => d.date === shownDate)))
      return <CalendarSkeleton />;
    const shown = week.data;
    return (
      <WeekCalendar
        week={shown}
        weekStart={weekStart}
        day={shownDate}
        isRefreshing={week.isPlaceholderData}
        {...gridHandlers}
        onSelectSlot={(start) => handleSelectSlot(start, null)}
        onEditHours={(target) =>
          providerId !== null &&
          editHoursOf({ providerId, day: target }, shown.time_zone, shown.earliest_default_start_time)
        }
        onMarkDayOff={(target) => providerId !== null && confirmDayOff(providerId, target.date, markDayOff)}
      />
    );
  };

  // Issue 24 point 3: the day of every provider the user may see, once loaded.
  const providersDayView = () => {
    if (providersDay.isError && !providersDay.data)
      return <LoadFailed error={providersDay.error} onRetry={() => providersDay.refetch()} />;
    if (!providersDay.data) return <CalendarSkeleton />;
    const zoneOf = (id: number) =>
      providersDay.data.providers.find((entry) => entry.service_provider_id === id)?.time_zone ?? timeZone;
    return (
      <ProvidersDayCalendar
        answer={providersDay.data}
        isRefreshing={providersDay.isPlaceholderData}
        {...gridHandlers}
        onSelectSlot={handleSelectSlot}
        onEditHours={(target) => editHoursOf(target, zoneOf(target.providerId), DEFAULT_DAY_START)}
        onMarkDayOff={(target) => confirmDayOff(target.providerId, target.day.date, markDayOff)}
      />
    );
  };

  const providerField = canChooseProvider && (
    <ProviderField
      value={providerId}
      onChange={(id) => {
        setOpenedKey(null);
        updateSearch({ viewProvider: id });
      }}
    />
  );
  // Someone who chooses whose week to see, once they have a calendar of their own to come back to.
  const showsProviderField = canChooseProvider && !isWithoutOwnCalendar && !isProvidersDay;
  const categories = isProvidersDay ? providersDay.data?.offering_categories : week.data?.offering_categories;

  let body: ReactNode;
  if (providerId === null)
    body =
      providers.isPending && canChooseProvider ? (
        <CalendarSkeleton />
      ) : (
        <NoCalendar
          canChooseProvider={canChooseProvider}
          canManageStaff={canPerform(subjectFor(context), 'staff.edit')}
        />
      );
  else if (isPhone)
    body = (
      <PhoneCalendar
        providerId={providerId}
        week={week.data}
        weekStart={weekStart}
        day={day}
        today={isProvidersDay ? merchantToday : today}
        view={search.view}
        offersProvidersDay={canChooseProvider}
        onDayChange={handleDayChange}
        onViewChange={handleViewChange}
        onOpenAgendaItem={(item, date) => {
          setOpenedKey(itemKey(item, date));
          updateSearch({ view: 'provider', date, week: null });
        }}
        dayView={isProvidersDay ? providersDayView() : weekView(day)}
      />
    );
  else body = isProvidersDay ? providersDayView() : weekView(undefined);

  return (
    <Stack gap="md">
      <PageHeader title={t('calendar.title')} actions={actions} />
      {isWithoutOwnCalendar && providerId !== null && !isProvidersDay ? (
        // Issue 16 point 8: a user without a calendar of their own looks at a provider's: which one is the
        // first thing they choose.
        <Paper withBorder p="md" radius="sm" bg="blue.0" data-testid="calendar-choose-provider">
          <Stack gap="xs">
            <Text size="sm">{t('calendar.noOwnCalendar.body')}</Text>
            <div style={{ maxWidth: 360 }}>{providerField}</div>
          </Stack>
        </Paper>
      ) : null}
      {!isPhone && providerId !== null ? (
        <DesktopNavigation
          isProvidersDay={isProvidersDay}
          day={day}
          merchantToday={merchantToday}
          weekStart={weekStart}
          today={today}
          timeZone={timeZone}
          weekStartsOn={weekStartsOn}
          onDayChange={handleDayChange}
          onWeekChange={(next) => {
            setOpenedKey(null);
            updateSearch({ week: next, date: null });
          }}
        >
          {showsProviderField && <div style={{ minWidth: 240 }}>{providerField}</div>}
        </DesktopNavigation>
      ) : (
        showsProviderField && providerField
      )}
      {categories && <CategoryLegend categories={categories} />}
      {body}
      {providerId !== null && (
        <CalendarModals
          appointment={{
            isOpen: search.showAddModal || search.appointmentId !== null,
            appointmentId: search.appointmentId ?? undefined,
            providerId: slot?.providerId ?? providerId,
            start: slot?.start,
            customerId: search.customer ?? undefined,
          }}
          personalTime={personalTime}
          editHours={editHours}
          canChooseProvider={canChooseProvider}
          onCloseAppointment={() => {
            setSlot(null);
            updateSearch({ showAddModal: false, appointmentId: null, customer: null }, true);
          }}
          onClosePersonalTime={() => setPersonalTime(null)}
          onCloseEditHours={() => setEditHours(null)}
          onSaved={() => void calendarChanged()}
        />
      )}
    </Stack>
  );
}
