import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { FeeStructure } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { DiscountStatusBadge } from './discount-status-badge';
import { formatFeeAmount } from './fee-format';
import { FeeStructureActions } from './fee-structure-actions';

interface FeeStructureTableProps {
  caption: string;
  fees: FeeStructure[];
  onEdit: (fee: FeeStructure) => void;
}

function Details({ fee }: { fee: FeeStructure }) {
  const { t } = useTranslation();
  const flags = [
    fee.is_recurring && t('feeStructures.details.recurring'),
    fee.is_taxable && t('feeStructures.details.taxable'),
    fee.type !== 'order_fee' && t('feeStructures.details.items', { count: fee.offering_ids.length }),
  ].filter((flag): flag is string => typeof flag === 'string');
  return (
    <Stack gap={4}>
      {fee.discount && (
        <Group gap="xs">
          {fee.discount.code ? (
            <Text span ff="monospace" fw={600}>
              {fee.discount.code}
            </Text>
          ) : (
            <Text span c="dimmed" size="sm">
              {t('feeStructures.details.noCode')}
            </Text>
          )}
          <DiscountStatusBadge status={fee.discount.status} />
        </Group>
      )}
      <Group gap={6}>
        {flags.map((flag) => (
          <Badge
            key={flag}
            variant="outline"
            color="gray.8"
            size="sm"
            tt="none"
            bg="var(--mantine-color-body)"
          >
            {flag}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** One list of the page (item-level or order-level fees): name, type, amount, details, actions. */
export function FeeStructureTable({ caption, fees, onEdit }: FeeStructureTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('feeStructures.columns.name')}</Table.Th>
            <Table.Th>{t('feeStructures.columns.type')}</Table.Th>
            <Table.Th ta="right">{t('feeStructures.columns.amount')}</Table.Th>
            <Table.Th>{t('feeStructures.columns.details')}</Table.Th>
            <Table.Th>
              <VisuallyHidden component="span">{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fees.map((fee) => (
            <Table.Tr key={fee.id}>
              <Table.Td fw={600}>{fee.name}</Table.Td>
              <Table.Td>{t(`feeStructures.types.${fee.type}`)}</Table.Td>
              <Table.Td ta="right">{formatFeeAmount(fee)}</Table.Td>
              <Table.Td>
                <Details fee={fee} />
              </Table.Td>
              <Table.Td>
                <FeeStructureActions fee={fee} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
