import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Group,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { StaffListRow } from '@paybook/contracts';
import {
  canAddStaffMember,
  canManageCalendarFeed,
  canOpenProviderCalendar,
  canOpenStaffMember,
  canToggleStaffStatus,
  type StaffViewer,
} from '@paybook/domain';
import { IconCalendar, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarFeedButton } from './calendar-feed-button';
import { StaffStatusSwitch } from './staff-status-switch';

interface StaffTableProps {
  rows: StaffListRow[];
  viewer: StaffViewer;
}

const fullName = (row: StaffListRow) => `${row.first_name} ${row.last_name}`.trim() || row.user_name;
const initials = (row: StaffListRow) => `${row.first_name.charAt(0)}${row.last_name.charAt(0)}`.toUpperCase();

/** spec 3 §2.5 staff list columns: staff member, user id, role, status, actions. */
export function StaffTable({ rows, viewer }: StaffTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label={t('staff.list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.list.member')}</Table.Th>
            <Table.Th>{t('staff.list.userId')}</Table.Th>
            <Table.Th>{t('staff.list.role')}</Table.Th>
            <Table.Th>{t('staff.list.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = fullName(row);
            const target = { id: row.id, isOwner: row.is_master };
            const editPath = row.is_current ? '/settings/profile' : `/settings/staff/edit/${row.id}`;
            // Others open on the edit page, which needs manage_users (spec 3 §2.5); oneself on the profile.
            const canOpen =
              row.is_current || (canAddStaffMember(viewer) && canOpenStaffMember(viewer, target));
            const isActiveProvider = row.is_active && row.appears_on_booking;
            const showCalendar = canOpenProviderCalendar(viewer, {
              serviceProviderId: row.service_provider_id,
              isActive: isActiveProvider,
            });
            // spec 3 §2.5, §9 and issue 26 point 5: the provider's webcal feed (decision 179).
            const feedProviderId =
              row.service_provider_id !== null &&
              canManageCalendarFeed(viewer, { userId: row.id, isActive: isActiveProvider })
                ? row.service_provider_id
                : null;
            return (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={row.image?.link} alt="" radius="xl" color="teal.9" variant="filled">
                      {initials(row)}
                    </Avatar>
                    <div>
                      {canOpen ? (
                        <Anchor component={Link} to={editPath} fw={500}>
                          {name}
                        </Anchor>
                      ) : (
                        <Text fw={500}>{name}</Text>
                      )}
                      <Group gap={4}>
                        {row.is_master && (
                          <Badge size="xs" variant="outline" color="gray.8">
                            {t('staff.list.owner')}
                          </Badge>
                        )}
                        {row.is_current && (
                          <Badge size="xs" variant="outline" color="blue.9">
                            {t('staff.list.you')}
                          </Badge>
                        )}
                        {row.appears_on_booking && (
                          <Badge size="xs" variant="outline" color="teal.9">
                            {t('staff.list.provider')}
                          </Badge>
                        )}
                      </Group>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{row.user_name}</Table.Td>
                <Table.Td>{row.role.name}</Table.Td>
                <Table.Td>
                  {canToggleStaffStatus(viewer, target) ? (
                    <StaffStatusSwitch member={row} name={name} />
                  ) : (
                    <Badge variant="filled" color={row.is_active ? 'teal.9' : 'gray.7'}>
                      {row.is_active ? t('staff.status.active') : t('staff.status.inactive')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('staff.list.sendEmail', { name })}>
                      <ActionIcon
                        component="a"
                        href={`mailto:${row.email}`}
                        variant="subtle"
                        aria-label={t('staff.list.sendEmail', { name })}
                      >
                        <IconMail size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {showCalendar && (
                      <Tooltip label={t('staff.list.openCalendar', { name })}>
                        <ActionIcon
                          component={Link}
                          to={`/appointments?viewProvider=${row.service_provider_id}`}
                          variant="subtle"
                          aria-label={t('staff.list.openCalendar', { name })}
                        >
                          <IconCalendar size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {feedProviderId !== null && (
                      <CalendarFeedButton serviceProviderId={feedProviderId} name={name} />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
