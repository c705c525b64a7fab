import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { NotificationsOutlet } from './notifications-outlet';
import { cssVariablesResolver, theme } from './theme';

/**
 * The confirmation dialogs' provider is the signed-in layout's (app-layout.tsx): only its screens open them.
 * The query client's is a layout route's (query-layout.tsx): the sign-in page has none (issue 14 point 6).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <NotificationsOutlet />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
