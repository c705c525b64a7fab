import { Box, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list of a money widget (issue 25 point 8): one look for the statement and the schedules, phone-wide too. */
export function MoneyList({ children }: { children: ReactNode }) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

export function MoneyListItem({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box
      component="li"
      data-testid={testId}
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {children}
    </Box>
  );
}

interface ViewMoreProps {
  /** Whether the widget holds more rows than it shows (spec 2 §2.1 thresholds). */
  hasMore: boolean;
  isLoading: boolean;
  label: string;
  onMore: () => void;
}

/** spec 2 §2.1 'view more': loads the next rows below the shown ones. */
export function ViewMore({ hasMore, isLoading, label, onMore }: ViewMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Button
      variant="subtle"
      onClick={onMore}
      loading={isLoading}
      loaderProps={{ 'aria-label': t('common.loading') }}
    >
      {label}
    </Button>
  );
}

/** The widget's failure or empty line. */
export const MoneyNote = ({ children, isError }: { children: ReactNode; isError?: boolean }) => (
  <Text c={isError ? 'red.8' : 'dimmed'}>{children}</Text>
);
