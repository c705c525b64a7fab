import { Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * Issue 24 point 3: one group of the popover (the visit, the money, the changes), named by a small heading
 * that a screen reader reads as the group's name: what it says (`facts`), then its actions. Its owner
 * leaves it out when it has nothing to say or offer.
 */
export function PopoverActionGroup({
  title,
  testId,
  facts,
  children,
}: {
  title: string;
  testId: string;
  facts?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={headingId} data-testid={testId}>
      <Text id={headingId} size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      {facts}
      <Group gap="xs">{children}</Group>
    </Stack>
  );
}
