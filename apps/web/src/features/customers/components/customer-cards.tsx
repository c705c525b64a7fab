import { Anchor, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { CustomerList } from '@paybook/contracts';
import { phoneAsWritten } from '@paybook/domain';
import { IconMail, IconPhone, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { customerProfilePath, formatShortDate } from './customer-format';

interface CustomerCardsProps {
  rows: CustomerList['data'];
  /** With merge (spec 2 §4 step 1): the selected rows' ids and how to change them; none without it. */
  selection?: { ids: ReadonlySet<number>; onToggle: (id: number) => void };
  label: string;
}

/**
 * The customer list on a phone (issue 16 point 4): one card per customer with name, e-mail, phone and
 * orders (issue 25 point 8), rather than a table that scrolls sideways; tapping a card opens the profile.
 */
export function CustomerCards({ rows, selection, label }: CustomerCardsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useLoginContext().merchant.time_zone;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map((row) => (
        <Paper
          key={row.id}
          component="li"
          withBorder
          p="sm"
          radius="md"
          data-testid="customer-card"
          style={{ cursor: 'pointer' }}
          onClick={(event) => {
            // The name link and the checkbox handle their own clicks (and keyboard use).
            if (!(event.target instanceof HTMLElement && event.target.closest('a, input')))
              navigate(customerProfilePath(row.id));
          }}
        >
          <Group wrap="nowrap" align="flex-start" gap="sm">
            {selection && (
              <Checkbox
                mt={4}
                aria-label={t('customers.merge.select', { name: row.name ?? '' })}
                checked={selection.ids.has(row.id)}
                onChange={() => selection.onToggle(row.id)}
              />
            )}
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Anchor
                component={Link}
                to={customerProfilePath(row.id)}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {row.name || t('customers.noName')}
              </Anchor>
              {row.company_name && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.company_name}
                </Text>
              )}
              {row.email && (
                <Group gap={6} wrap="nowrap">
                  <IconMail size={14} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.email}
                  </Text>
                </Group>
              )}
              {row.phone && (
                <Group gap={6} wrap="nowrap">
                  <IconPhone size={14} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm">{phoneAsWritten(row.phone)}</Text>
                </Group>
              )}
              {(row.order_count ?? 0) > 0 && (
                <Group gap={6} wrap="nowrap" data-testid="customer-card-orders">
                  <IconReceipt size={14} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm">
                    {t('customers.list.orders', {
                      count: row.order_count ?? 0,
                      date: formatShortDate(row.last_order_date, timeZone),
                    })}
                  </Text>
                </Group>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
