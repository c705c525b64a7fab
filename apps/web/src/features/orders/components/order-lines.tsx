import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderItem } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/date-format';
import { money } from '../lib/order-format';

interface OrderLinesProps {
  items: readonly OrderItem[];
  isNarrow: boolean;
}

/** What a discount, fee or tax list says: each name and amount, or a dash. */
function Amounts({ parts }: { parts: readonly { name: string; amount: string }[] }) {
  if (parts.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      {parts.map((part) => (
        <Text key={`${part.name}-${part.amount}`} size="sm">
          {part.name} {money(part.amount)}
        </Text>
      ))}
    </Stack>
  );
}

const numbered = (items: readonly OrderItem[]) =>
  items.map((item, position) => ({ item, lineNumber: position + 1 }));

function quantityText(item: OrderItem) {
  return item.unit_name ? `${item.quantity} ${item.unit_name}` : item.quantity;
}

/** The order's lines (spec 3 §3.4 items): a table, or one card a line on a phone. */
export function OrderLines({ items, isNarrow }: OrderLinesProps) {
  const { t } = useTranslation();
  // An order's lines are numbered from 1 in order (order_lines.line_number): the number is each one's key.
  const lines = numbered(items);
  const heading = (
    <Title order={2} size="h4" id="order-lines" mb="sm">
      {t('orders.lines.heading')}
    </Title>
  );
  if (isNarrow) {
    return (
      <Card withBorder padding="md" component="section" aria-labelledby="order-lines">
        {heading}
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {lines.map(({ item, lineNumber }) => (
            <Card key={lineNumber} component="li" withBorder padding="sm" data-testid="order-line">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text fw={600}>{item.name}</Text>
                <Text fw={700}>{money(item.amount_total)}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {quantityText(item)} × {money(item.unit_price)}
              </Text>
              {item.start_date && (
                <Text size="sm" c="dimmed">
                  {t('orders.lines.startsOn', { date: formatDate(item.start_date) })}
                </Text>
              )}
              <CustomFieldAnswers answers={item.custom_fields} size="sm" />
              {[
                ...item.discounts.map((d) => ({ ...d, amount: `-${d.amount}` })),
                ...item.fees,
                ...item.taxes,
              ].map((part) => (
                <Group key={`${part.name}-${part.amount}`} justify="space-between">
                  <Text size="sm">{part.name}</Text>
                  <Text size="sm">{money(part.amount)}</Text>
                </Group>
              ))}
            </Card>
          ))}
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-lines">
      {heading}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-labelledby="order-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.lines.item')}</Table.Th>
              <Table.Th ta="right">{t('orders.lines.quantity')}</Table.Th>
              <Table.Th ta="right">{t('orders.lines.unitPrice')}</Table.Th>
              <Table.Th>{t('orders.lines.discounts')}</Table.Th>
              <Table.Th>{t('orders.lines.fees')}</Table.Th>
              <Table.Th>{t('orders.lines.tax')}</Table.Th>
              <Table.Th ta="right">{t('orders.lines.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map(({ item, lineNumber }) => (
              <Table.Tr key={lineNumber} data-testid="order-line">
                <Table.Td>
                  <Text fw={600}>{item.name}</Text>
                  {item.start_date && (
                    <Text size="xs" c="dimmed">
                      {t('orders.lines.startsOn', { date: formatDate(item.start_date) })}
                    </Text>
                  )}
                  <CustomFieldAnswers answers={item.custom_fields} size="xs" />
                </Table.Td>
                <Table.Td ta="right">{quantityText(item)}</Table.Td>
                <Table.Td ta="right">{money(item.unit_price)}</Table.Td>
                <Table.Td>
                  <Amounts parts={item.discounts} />
                </Table.Td>
                <Table.Td>
                  <Amounts parts={item.fees} />
                </Table.Td>
                <Table.Td>
                  <Amounts parts={item.taxes} />
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {money(item.amount_total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Issue 27: what the buyer filled in for the item's custom fields on a store's page. */
function CustomFieldAnswers({ answers, size }: { answers: OrderItem['custom_fields']; size: 'xs' | 'sm' }) {
  if (answers.length === 0) return null;
  return (
    <Stack gap={0} data-testid="order-line-answers">
      {answers.map((answer) => (
        <Text key={answer.label} size={size} c="dimmed">
          {answer.label}: {answer.value}
        </Text>
      ))}
    </Stack>
  );
}
