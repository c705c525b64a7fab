import { Anchor, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyList, MoneyNote, ViewMore } from './money-list';

/** What the card reads of its paged query (TanStack Query's infinite query). */
interface PagedQuery {
  isError: boolean;
  data: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface ScheduleListCardProps {
  /** The locale's group under customers.money: heading, viewAll, add, failed, empty and viewMore. */
  words: 'recurringInvoices' | 'recurringPayments';
  headingId: string;
  listPath: string;
  newPath: string;
  query: PagedQuery;
  rowCount: number;
  /** The rows (MoneyListItem each). */
  children: ReactNode;
}

/**
 * A profile card of a customer's schedules (spec 2 §2.1, 'view more' above 5): its heading with links to the
 * customer's list and a new one, then its rows, or its loading, empty or failed state.
 */
export function ScheduleListCard(props: ScheduleListCardProps) {
  const { t } = useTranslation();
  const { query, words } = props;
  let body: ReactNode;
  if (query.isError) body = <MoneyNote isError>{t(`customers.money.${words}.failed`)}</MoneyNote>;
  else if (!query.data) body = <Skeleton height={72} aria-label={t('common.loading')} role="status" />;
  else if (props.rowCount === 0) body = <MoneyNote>{t(`customers.money.${words}.empty`)}</MoneyNote>;
  else body = <MoneyList>{props.children}</MoneyList>;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={props.headingId}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={props.headingId}>
          {t(`customers.money.${words}.heading`)}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={props.listPath} size="sm">
            {t(`customers.money.${words}.viewAll`)}
          </Anchor>
          <Anchor component={Link} to={props.newPath} size="sm">
            {t(`customers.money.${words}.add`)}
          </Anchor>
        </Group>
      </Group>
      <Stack gap="sm">
        {body}
        <ViewMore
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          label={t(`customers.money.${words}.viewMore`)}
          onMore={() => void query.fetchNextPage()}
        />
      </Stack>
    </Card>
  );
}
