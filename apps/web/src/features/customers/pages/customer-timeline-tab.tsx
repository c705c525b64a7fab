import { Alert, Button, Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { canWriteTimelineComment, newestFirst, showViewMore } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage } from '@/lib/notify';
import { useTimeline } from '../api/get-timeline';
import { useAddTimelineComment } from '../api/timeline-comments';
import { CommentEditor } from '../components/comment-editor';
import { useProfileContext } from '../components/profile-context';
import { TimelineEventItem } from '../components/timeline-event-item';

/**
 * The filter's choices: every event, comments only, the customer's own events (spec 2 §4), their
 * appointments' events (issue 16 point 7), or the e-mails sent to them (issue 26 point 8).
 */
const FILTERS = {
  all: null,
  comments: 'comment',
  customerEvents: 'customer_event',
  appointments: 'appointment_event',
  emails: 'email_event',
} as const;
type Filter = keyof typeof FILTERS;

/** The profile's timeline tab (spec 2 §4, §5): a comment box and the events, newest first. */
export function CustomerTimelineTab() {
  const { t } = useTranslation();
  const { customer } = useProfileContext();
  const [filter, setFilter] = useState<Filter>('all');
  // Issue 16 point 4: the choices do not fit side by side at 375 px; on a phone they stack.
  const isPhone = useMediaQuery('(max-width: 575px)', false, { getInitialValueInEffect: false });
  const timeline = useTimeline(customer.id, FILTERS[filter]);
  const add = useAddTimelineComment(customer.id);
  // spec 1 §6: every user reads the timeline; the comment box only for those who may write comments.
  const canComment = canWriteTimelineComment(subjectFor(useLoginContext()));
  const events = newestFirst(timeline.data?.pages.flatMap((page) => page.data) ?? []);

  return (
    <Stack gap="lg">
      {canComment && (
        <CommentEditor
          label={t('customers.timeline.commentLabel')}
          submitLabel={t('customers.timeline.add')}
          isSaving={add.isPending}
          onSubmit={(content) => add.mutateAsync({ customer_id: customer.id, content })}
        />
      )}
      <Stack gap={4}>
        <Text id="timeline-filter" size="sm" fw={500}>
          {t('customers.timeline.filterLabel')}
        </Text>
        <SegmentedControl
          aria-labelledby="timeline-filter"
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={(Object.keys(FILTERS) as Filter[]).map((value) => ({
            value,
            label: t(`customers.timeline.filters.${value}`),
          }))}
          orientation={isPhone ? 'vertical' : 'horizontal'}
          fullWidth={isPhone}
          style={isPhone ? undefined : { alignSelf: 'flex-start' }}
        />
      </Stack>
      {timeline.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {timeline.isError && (
        <Alert color="red" role="alert">
          {errorMessage(timeline.error)}
        </Alert>
      )}
      {timeline.data && events.length === 0 && <Text c="dimmed">{t('customers.timeline.empty')}</Text>}
      {events.length > 0 && (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('customers.timeline.listLabel')}
        >
          {events.map((event) => (
            <TimelineEventItem key={event.id} event={event} customerId={customer.id} />
          ))}
        </Stack>
      )}
      {/* spec 2 §9: 'view more' once the list holds more than 9 and the server has older events. */}
      {timeline.hasNextPage && showViewMore(events.length) && (
        <Center>
          <Button
            variant="default"
            loading={timeline.isFetchingNextPage}
            onClick={() => void timeline.fetchNextPage()}
          >
            {t('customers.timeline.viewMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
