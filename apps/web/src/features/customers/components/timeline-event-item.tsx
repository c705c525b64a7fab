import { ActionIcon, Anchor, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TimelineEvent } from '@paybook/contracts';
import { canReadTimelineEmail, notePreview } from '@paybook/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { formatDateTime } from '@/lib/date-format';
import { useDeleteTimelineComment, useEditTimelineComment } from '../api/timeline-comments';
import { AppointmentEventIcon, AppointmentEventText } from './appointment-event-text';
import { CommentEditor } from './comment-editor';
import { TimelineEmailModal } from './timeline-email-modal';

/**
 * One timeline event; comments the user may change carry edit and delete (spec 2 §4, §5, §6), and an
 * e-mail line opens its message (spec 2 §2 view customer email).
 */
export function TimelineEventItem({ event, customerId }: { event: TimelineEvent; customerId: number }) {
  const { t } = useTranslation();
  // Ruling 8: the merchant's clock, as the e-mail modal and the rest of the profile show it.
  const context = useLoginContext();
  const timeZone = context.merchant.time_zone;
  // Decision 189: the message holds the customer's own links, so it opens for those who may act for them.
  const mayReadEmail = canReadTimelineEmail(subjectFor(context));
  const [isEditing, setIsEditing] = useState(false);
  const [isFullNoteOpen, setIsFullNoteOpen] = useState(false);
  const [isEmailOpen, setIsEmailOpen] = useState(false);
  const edit = useEditTimelineComment(customerId);
  const remove = useDeleteTimelineComment(customerId);
  const preview = notePreview(event.event_type, event.content);
  const author = event.created_by_staff
    ? `${event.created_by_staff.first_name} ${event.created_by_staff.last_name}`
    : t('customers.timeline.system');
  const isComment = event.timeline_event_type === 'comment';
  const isAppointment = event.timeline_event_type === 'appointment_event';
  const isEmail = event.timeline_event_type === 'email_event';
  // An e-mail line's event_type is its template's key; the line's content is the subject.
  const title = isComment
    ? author
    : isAppointment
      ? t(`customers.timeline.appointment.types.${event.event_type}`, {
          defaultValue: t('customers.timeline.appointment.types.other'),
        })
      : isEmail
        ? t('customers.timeline.email.line')
        : t(`customers.timeline.types.${event.event_type}`, { defaultValue: event.event_type });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('customers.timeline.deleteTitle'),
      children: <Text>{t('customers.timeline.deleteBody')}</Text>,
      labels: { confirm: t('customers.timeline.deleteConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('customers.closeDialog') },
      onConfirm: () => remove.mutate(event.id),
    });

  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {isAppointment && <AppointmentEventIcon eventType={event.event_type} />}
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {title}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={event.created_on}>{formatDateTime(event.created_on, timeZone)}</time>
              </Text>
            </Stack>
          </Group>
          {isComment && !isEditing && (
            <Group gap={4} wrap="nowrap">
              {event.can_edit && (
                <ActionIcon
                  variant="subtle"
                  aria-label={t('customers.timeline.edit')}
                  onClick={() => setIsEditing(true)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              )}
              {event.can_delete && (
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  aria-label={t('customers.timeline.delete')}
                  loading={remove.isPending}
                  onClick={confirmDelete}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          )}
        </Group>
        {isEditing ? (
          <CommentEditor
            label={t('customers.timeline.editLabel')}
            submitLabel={t('customers.timeline.save')}
            initialContent={event.content}
            isSaving={edit.isPending}
            onCancel={() => setIsEditing(false)}
            onSubmit={(content) =>
              edit.mutateAsync({ id: event.id, content }).then(() => setIsEditing(false))
            }
          />
        ) : isAppointment ? (
          <AppointmentEventText event={event} />
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{preview.text}</Text>
        )}
        {!isAppointment && preview.truncated && (
          <Anchor component="button" type="button" size="sm" onClick={() => setIsFullNoteOpen(true)}>
            {t('customers.timeline.viewFullNote')}
          </Anchor>
        )}
        {isEmail &&
          mayReadEmail &&
          (event.has_email ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setIsEmailOpen(true)}
            >
              {t('customers.timeline.email.view')}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('customers.timeline.email.notKept')}
            </Text>
          ))}
      </Stack>
      {isEmail && mayReadEmail && event.has_email && (
        <TimelineEmailModal eventId={event.id} opened={isEmailOpen} onClose={() => setIsEmailOpen(false)} />
      )}
      {!isAppointment && preview.truncated && (
        <Modal
          opened={isFullNoteOpen}
          onClose={() => setIsFullNoteOpen(false)}
          title={t('customers.timeline.fullNoteTitle')}
          size="lg"
          closeButtonProps={{ 'aria-label': t('customers.closeDialog') }}
        >
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.content}</Text>
        </Modal>
      )}
    </Paper>
  );
}
