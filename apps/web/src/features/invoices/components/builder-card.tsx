import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the invoice screens: the builder's parts, a scheduled invoice's schedule, the activity. */
export function BuilderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
