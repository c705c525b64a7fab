import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label / value pairs as a description list; empty values show a dash for screen readers too. */
export function DetailList({ details }: { details: Detail[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      {details.map((detail) => (
        <Stack key={detail.label} gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {detail.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {detail.value === '' || detail.value === null ? t('customers.profile.none') : detail.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
