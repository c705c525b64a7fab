import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CatalogueItem } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueEditPath } from './catalogue-table';

/** spec 2 §2.3 the list's mobile variant: one card per item with its price text and status. */
export function CatalogueMobileList({ rows, canEdit }: { rows: CatalogueItem[]; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder p="md" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4}>
              {canEdit ? (
                <Anchor component={Link} to={catalogueEditPath(row.id)} fw={600}>
                  {row.name}
                </Anchor>
              ) : (
                <Text fw={600}>{row.name}</Text>
              )}
              <Text size="sm">{row.price_text}</Text>
            </Stack>
            <Badge variant="outline" color={row.is_active ? 'teal.9' : 'gray.8'}>
              {t(row.is_active ? 'catalogue.status.active' : 'catalogue.status.inactive')}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
