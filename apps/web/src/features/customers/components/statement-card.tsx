import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { StatementRow, StatementTransaction } from '@paybook/contracts';
import type { StatementStatus } from '@paybook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { formatDate, formatDateTime } from '@/lib/date-format';
import { formatMoneyText } from '@/lib/money-format';
import { useCustomerStatement } from '../api/get-customer-statement';
import { MoneyList, MoneyListItem, MoneyNote, ViewMore } from './money-list';

/** spec 3 §4.2 statement labels as colours (darkest shade, for contrast). */
const STATUS_COLORS: Record<StatementStatus, string> = {
  paid: 'teal.9',
  partially_paid: 'blue.9',
  unpaid: 'gray.8',
  cancelled: 'gray.8',
  past_due: 'red.9',
};

function TransactionLine({ line }: { line: StatementTransaction }) {
  const { t } = useTranslation();
  const method = line.account
    ? `${line.account.label} ••${line.account.last_four}`
    : t('customers.money.statement.cash');
  const kind = t(line.is_payment ? 'customers.money.statement.payment' : 'customers.money.statement.refund');
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      c={line.is_red ? 'red.9' : undefined}
      data-testid="statement-transaction"
      data-red={line.is_red}
    >
      <Text size="sm" c={line.is_red ? 'red.9' : 'dimmed'}>
        {[kind, method, formatDate(line.created_at), line.is_status_visible ? line.status.name : null]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text size="sm" fw={500}>
        {formatMoneyText(line.amount)}
      </Text>
    </Group>
  );
}

function StatementItem({ row }: { row: StatementRow }) {
  const { t } = useTranslation();
  return (
    <MoneyListItem testId="statement-row">
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={`/reports/details/order/${row.order_id}`} fw={500}>
          {t('customers.money.statement.orderNumber', { number: row.order_number })}
        </Anchor>
        <Text fw={500}>
          {t('customers.money.statement.total', { amount: formatMoneyText(row.amount_total) })}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {formatDateTime(row.created_at)} · {row.sale_type.name}
        </Text>
        <Badge variant="outline" color={STATUS_COLORS[row.status]} data-testid="statement-status">
          {t(`customers.money.statement.status.${row.status}`)}
        </Badge>
      </Group>
      {row.amount_due !== '0.00' && (
        <Text size="sm">
          {t('customers.money.statement.due', { amount: formatMoneyText(row.amount_due) })}
        </Text>
      )}
      <Stack gap={0} mt={4}>
        {row.transactions.map((line) => (
          <TransactionLine key={line.id} line={line} />
        ))}
      </Stack>
    </MoneyListItem>
  );
}

/**
 * The profile's statement (spec 2 §2.1, spec 3 §4.2): the customer's orders of the last 180 days with their
 * payments and refunds, 15 at first and 'View more' beyond, labels and red lines by the domain's rules.
 */
export function StatementCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const statement = useCustomerStatement(customerId);
  const rows = statement.data?.pages.flatMap((page) => page.data) ?? [];
  const windowStart = statement.data?.pages[0]?.window_start;
  // The window starts at midnight in the merchant's zone (ruling 8): its date is read on that clock.
  const timeZone = useLoginContext().merchant.time_zone;

  let body: ReactNode;
  if (statement.isError) body = <MoneyNote isError>{t('customers.money.statement.failed')}</MoneyNote>;
  else if (!statement.data) body = <Skeleton height={96} aria-label={t('common.loading')} role="status" />;
  else if (rows.length === 0) body = <MoneyNote>{t('customers.money.statement.empty')}</MoneyNote>;
  else
    body = (
      <MoneyList>
        {rows.map((row) => (
          <StatementItem key={row.order_id} row={row} />
        ))}
      </MoneyList>
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="customer-statement">
      <Title order={2} size="h4" id="customer-statement">
        {t('customers.money.statement.heading')}
      </Title>
      {windowStart && (
        <Text size="sm" c="dimmed" mb="md">
          {t('customers.money.statement.window', { date: formatDate(windowStart, timeZone) })}
        </Text>
      )}
      <Stack gap="sm">
        {body}
        <ViewMore
          hasMore={statement.hasNextPage}
          isLoading={statement.isFetchingNextPage}
          label={t('customers.money.statement.viewMore')}
          onMore={() => void statement.fetchNextPage()}
        />
      </Stack>
    </Card>
  );
}
