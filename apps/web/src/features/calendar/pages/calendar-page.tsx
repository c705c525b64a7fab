import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { canPerform, DEFAULT_DAY_END, PICKER_PAGE_SIZE, todayInTimeZone, wallClock } from '@paybook/domain';
import { IconAlertCircle, IconCalendarPlus, IconClockPause } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { useServiceProviders } from '@/features/staff/api/get-service-providers';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { OnceOpened } from '@/ui/on-demand';
import { PageHeader } from '@/ui/page-header';
import { useCalendarChanged } from '../api/appointments';
import { useMarkDayOff } from '../api/day-settings';
import { useDeleteCalendarItem } from '../api/delete-calendar-item';
import { useCalendarWeek } from '../api/get-calendar-week';
import { calendarViewer, shownProviderId, shownWeekStart } from '../api/prefetch-calendar';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { CategoryLegend } from '../components/category-legend';
import type { EditHoursTarget } from '../components/edit-hours-modal';
import { AppointmentModal, EditHoursModal, PersonalTimeModal } from '../components/lazy-modals';
import { NoCalendar } from '../components/no-calendar';
import { PhoneCalendar } from '../components/phone-calendar';
import { ProviderField } from '../components/provider-field';
import { WeekCalendar } from '../components/week-calendar';
import { dayLabel } from '../lib/calendar-format';
import { PHONE_QUERY } from '../lib/calendar-layout';
import { type CalendarSearch, readCalendarSearch, writeCalendarSearch } from '../lib/calendar-search-params';
import { itemKey } from '../lib/week-grid';

type CalendarDay = CalendarWeek['days'][number];

interface PersonalTimeTarget {
  personalTimeId?: number;
  start?: string;
  initial?: { start_at: string; end_at: string; title: string };
}

/** The hours the dialog starts from: the day's own, or on a day without hours the week's earliest start to
 * the work plan's default end. */
function hoursOf(day: CalendarDay, week: CalendarWeek): { startTime: string; endTime: string } {
  if (day.start_at && day.end_at) {
    return {
      startTime: wallClock(new Date(day.start_at), week.time_zone).time,
      endTime: wallClock(new Date(day.end_at), week.time_zone).time,
    };
  }
  return { startTime: week.earliest_default_start_time, endTime: DEFAULT_DAY_END };
}

/** spec 1 §9: the mobile width is 767 px; below 768 px the calendar shows a day (issue 16 point 4). */

/**
 * spec 1 §2.3, §2.5: the appointments screen, a provider's week from the merchant's first day of the week
 * (issue 16 point 9), or on a phone one day or the agenda (issue 16 point 4). With manage_appointments the
 * user picks any provider (viewProvider); without it they see only their own calendar, in the modals too.
 * The address carries the week (or the phone's day and mode), the provider and the open modal
 * (appointmentId, showAddModal, customer).
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const context = useLoginContext();
  const viewer = calendarViewer(context);
  const { canChooseProvider } = viewer;
  const [params, setParams] = useSearchParams();
  const search = readCalendarSearch(params, context.merchant.week_starts_on);

  // The route's loader has started these two queries (prefetch-calendar.ts, issue 14 point 7).
  // Without an own calendar, someone who manages appointments starts on the first active provider by name
  // (issue 16 point 8).
  const providers = useServiceProviders(PICKER_PAGE_SIZE, canChooseProvider);
  const listed = providers.data?.data ?? [];
  const firstProvider = listed.find((provider) => provider.is_active) ?? listed[0];
  const providerId = shownProviderId(viewer, search.viewProvider, firstProvider?.id ?? null);
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const weekStartsOn = context.merchant.week_starts_on;
  const merchantToday = todayInTimeZone(context.merchant.time_zone);
  // The phone's day (its date, else the week's date in the address, else today); the desktop's week holds
  // the address's week date (or, coming from a phone, its day).
  const day = search.date ?? search.week ?? merchantToday;
  const weekStart = shownWeekStart(search, weekStartsOn, merchantToday, isPhone);
  const week = useCalendarWeek(providerId, weekStart);
  const timeZone = week.data?.time_zone ?? context.merchant.time_zone;
  const today = todayInTimeZone(timeZone);
  const isWithoutOwnCalendar = canChooseProvider && viewer.ownProviderId === null;

  const [openedKey, setOpenedKey] = useState<string | null>(null);
  const [slotStart, setSlotStart] = useState<string | undefined>(undefined);
  const [personalTime, setPersonalTime] = useState<PersonalTimeTarget | null>(null);
  const [editHours, setEditHours] = useState<EditHoursTarget | null>(null);
  const deleteItem = useDeleteCalendarItem();
  const markDayOff = useMarkDayOff();
  const calendarChanged = useCalendarChanged();

  const updateSearch = (change: Partial<CalendarSearch>, replace = false) =>
    setParams(writeCalendarSearch(params, change), { replace });

  const isAppointmentModalOpen = search.showAddModal || search.appointmentId !== null;
  const closeAppointmentModal = () => {
    setSlotStart(undefined);
    updateSearch({ showAddModal: false, appointmentId: null, customer: null }, true);
  };

  const handleEditItem = (item: CalendarItem) => {
    if (item.calendar_item_type === 'appointment') updateSearch({ appointmentId: item.id });
    else if (item.calendar_item_type === 'personal_time')
      setPersonalTime({
        personalTimeId: item.id,
        initial: { start_at: item.start_at, end_at: item.end_at, title: item.title },
      });
  };

  const handleDeleteItem = (item: CalendarItem, date: string) => {
    if (providerId === null) return;
    const isBreak = item.calendar_item_type === 'break';
    const kind = t(`calendar.kind.${item.calendar_item_type}`);
    modals.openConfirmModal({
      title: isBreak ? t('calendar.confirm.deleteBreakTitle') : t('calendar.confirm.deleteTitle', { kind }),
      children: isBreak
        ? t('calendar.confirm.deleteBreakBody', { day: dayLabel(date) })
        : t('calendar.confirm.deleteBody', { title: item.offering?.name ?? item.title, day: dayLabel(date) }),
      labels: {
        confirm: isBreak ? t('calendar.popover.deleteBreak') : t('calendar.popover.delete'),
        cancel: t('calendar.cancel'),
      },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('calendar.closeDialog') },
      onConfirm: () =>
        deleteItem.mutate(
          { serviceProviderId: providerId, item, date },
          {
            onSuccess: () => notifySuccess(t('calendar.confirm.deleted', { kind })),
            onError: (error) => notifyFailure(errorMessage(error)),
          },
        ),
    });
  };

  const handleMarkDayOff = (day: CalendarDay) => {
    if (providerId === null) return;
    const label = dayLabel(day.date);
    modals.openConfirmModal({
      title: t('calendar.dayOff.title', { day: label }),
      children: t('calendar.dayOff.body'),
      labels: { confirm: t('calendar.day.markDayOff'), cancel: t('calendar.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('calendar.closeDialog') },
      onConfirm: () =>
        markDayOff.mutate(
          { serviceProviderId: providerId, date: day.date },
          {
            onSuccess: () => notifySuccess(t('calendar.dayOff.saved', { day: label })),
            onError: (error) => notifyFailure(errorMessage(error)),
          },
        ),
    });
  };

  const actions = providerId !== null && (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconClockPause size={18} aria-hidden />}
        onClick={() => setPersonalTime({})}
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

  // The week grid, or on a phone its one day (issue 16 point 4), once the week has loaded.
  const weekView = (shownDay: string | undefined) =>
    week.isError && !week.data ? (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          {errorMessage(week.error)}
          <Button size="xs" variant="default" onClick={() => week.refetch()}>
            {t('calendar.retry')}
          </Button>
        </Stack>
      </Alert>
    ) : !week.data || (shownDay !== undefined && !week.data.days.some((d) => d.date === shownDay)) ? (
      // While another day's week loads, the last week has no column for the new day.
      <CalendarSkeleton />
    ) : (
      <WeekCalendar
        week={week.data}
        weekStart={weekStart}
        day={shownDay}
        isRefreshing={week.isPlaceholderData}
        openedKey={openedKey}
        onOpenedKeyChange={setOpenedKey}
        onSelectSlot={(start) => {
          setSlotStart(start);
          updateSearch({ showAddModal: true });
        }}
        onEditItem={handleEditItem}
        onDeleteItem={handleDeleteItem}
        onEditHours={(target) =>
          week.data &&
          setEditHours({ date: target.date, label: dayLabel(target.date), ...hoursOf(target, week.data) })
        }
        onMarkDayOff={handleMarkDayOff}
      />
    );

  const providerField = canChooseProvider && (
    <ProviderField
      value={providerId}
      onChange={(id) => {
        setOpenedKey(null);
        updateSearch({ viewProvider: id });
      }}
    />
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('calendar.title')} actions={actions} />
      {isWithoutOwnCalendar && providerId !== null ? (
        // Issue 16 point 8: a user without a calendar of their own looks at a provider's: which one is the
        // first thing they choose.
        <Paper withBorder p="md" radius="sm" bg="blue.0" data-testid="calendar-choose-provider">
          <Stack gap="xs">
            <Text size="sm">{t('calendar.noOwnCalendar.body')}</Text>
            <div style={{ maxWidth: 360 }}>{providerField}</div>
          </Stack>
        </Paper>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="md">
        {!isPhone && providerId !== null && (
          <CalendarToolbar
            weekStart={weekStart}
            today={today}
            timeZone={timeZone}
            weekStartsOn={weekStartsOn}
            onWeekChange={(next) => {
              setOpenedKey(null);
              updateSearch({ week: next, date: null });
            }}
          />
        )}
        {canChooseProvider && !isWithoutOwnCalendar && (
          <div style={{ minWidth: 240, flexGrow: isPhone ? 1 : 0 }}>{providerField}</div>
        )}
      </Group>
      {week.data && <CategoryLegend week={week.data} />}

      {providerId === null ? (
        providers.isPending && canChooseProvider ? (
          <CalendarSkeleton />
        ) : (
          <NoCalendar
            canChooseProvider={canChooseProvider}
            canManageStaff={canPerform(subjectFor(context), 'staff.edit')}
          />
        )
      ) : isPhone ? (
        <PhoneCalendar
          providerId={providerId}
          week={week.data}
          weekStart={weekStart}
          day={day}
          today={today}
          view={search.view}
          onDayChange={(next) => {
            setOpenedKey(null);
            updateSearch({ date: next, week: null }, true);
          }}
          onViewChange={(view) => updateSearch({ view })}
          onOpenAgendaItem={(item, date) => {
            setOpenedKey(itemKey(item, date));
            updateSearch({ view: 'day', date, week: null });
          }}
          dayView={weekView(day)}
        />
      ) : (
        weekView(undefined)
      )}

      {providerId !== null && (
        <>
          <OnceOpened opened={isAppointmentModalOpen}>
            <AppointmentModal
              opened={isAppointmentModalOpen}
              onClose={closeAppointmentModal}
              onSaved={() => void calendarChanged()}
              appointmentId={search.appointmentId ?? undefined}
              serviceProviderId={providerId}
              start={slotStart}
              customerId={search.customer ?? undefined}
              canChooseProvider={canChooseProvider}
            />
          </OnceOpened>
          <OnceOpened opened={personalTime !== null}>
            <PersonalTimeModal
              opened={personalTime !== null}
              onClose={() => setPersonalTime(null)}
              onSaved={() => void calendarChanged()}
              personalTimeId={personalTime?.personalTimeId}
              serviceProviderId={providerId}
              start={personalTime?.start}
              initial={personalTime?.initial}
              canChooseProvider={canChooseProvider}
            />
          </OnceOpened>
          <OnceOpened opened={editHours !== null}>
            <EditHoursModal
              target={editHours}
              serviceProviderId={providerId}
              timeZone={timeZone}
              onClose={() => setEditHours(null)}
            />
          </OnceOpened>
        </>
      )}
    </Stack>
  );
}

/** The grid's outline while the week loads. */
function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('calendar.loading')} data-testid="calendar-loading">
      <Skeleton height={48} />
      <Skeleton height={420} />
    </Stack>
  );
}
