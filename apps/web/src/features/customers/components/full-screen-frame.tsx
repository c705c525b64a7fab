import { ActionIcon, Box, Tooltip } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * spec 2 §2.1: the customer list's full-screen mode, kept in the browser so that leaving the list and
 * coming back finds it as it was.
 */
export function useFullScreenMode(key: string) {
  const [isFullScreen, setFullScreen] = useLocalStorage({
    key: `paybook.${key}.fullScreen`,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return { isFullScreen, toggle: () => setFullScreen((on) => !on) };
}

export function FullScreenToggle({
  isFullScreen,
  onToggle,
}: {
  isFullScreen: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const label = t(isFullScreen ? 'customers.list.exitFullScreen' : 'customers.list.fullScreen');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        aria-pressed={isFullScreen}
        onClick={onToggle}
      >
        {isFullScreen ? <IconMinimize size={18} aria-hidden /> : <IconMaximize size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/** In full-screen mode the list covers the navigation and header; otherwise it sits in the page. */
export function FullScreenFrame({ isFullScreen, children }: { isFullScreen: boolean; children: ReactNode }) {
  if (!isFullScreen) return children;
  return (
    <Box
      data-testid="full-screen-list"
      pos="fixed"
      inset={0}
      p="lg"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 150, overflow: 'auto' }}
    >
      {children}
    </Box>
  );
}
