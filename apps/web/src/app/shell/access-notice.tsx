import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { accessNote, clearAccessNote } from '@/lib/access-notice';
import { routeDefaultTitle, routeTitleKey } from '@/lib/route-access';

/**
 * Issue 24 point 2: "You don't have access to Business Settings" on the page a refused user lands on
 * (spec 1 §2.1 sends them home), until they dismiss it or go elsewhere.
 */
export function AccessNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const note = useSyncExternalStore(accessNote.subscribe, accessNote.getSnapshot);
  const isHere = note !== null && note.landingPath === pathname;
  useEffect(() => {
    if (note !== null && !isHere) clearAccessNote();
  }, [note, isHere]);
  if (!note || !isHere) return null;
  const screen = t(routeTitleKey(note.routeId), { defaultValue: routeDefaultTitle(note.routeId) });
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconLock size={18} aria-hidden />}
      title={t('shell.accessNotice.title', { screen })}
      withCloseButton
      closeButtonLabel={t('shell.accessNotice.dismiss')}
      onClose={clearAccessNote}
      data-testid="access-notice"
      // The light yellow's own title colour reads too faintly on it (WCAG AA).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {t('shell.accessNotice.body')}
    </Alert>
  );
}
