import { Anchor, List } from '@mantine/core';
import { guardRoute } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { isBuilt } from '@/lib/built-routes';
import { useSubscriptionSearch } from '../api/search-subscriptions';

const SUBSCRIPTION_ROUTE = 'reports.details.subscription';

/** The billing schedules an order started, each a link to its page (issue 25 point 2). */
export function OrderSubscriptionLinks({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const subject = subjectFor(useLoginContext());
  const allowed = isBuilt(SUBSCRIPTION_ROUTE) && 'allowed' in guardRoute(subject, SUBSCRIPTION_ROUTE);
  const found = useSubscriptionSearch(allowed ? { order_id: orderId } : null);
  const schedules = found.data?.data ?? [];
  if (schedules.length === 0) return null;
  return (
    <List size="sm" mt="xs" aria-label={t('orders.schedule.links')}>
      {schedules.map((schedule) => (
        <List.Item key={schedule.id}>
          <Anchor component={Link} to={`/reports/details/subscription/${schedule.id}`}>
            {t('orders.schedule.link', {
              number: schedule.subscription_number,
              name: schedule.offering_name,
            })}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
