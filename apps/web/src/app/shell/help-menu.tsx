import { Button, Group } from '@mantine/core';
import type { ShellConfig } from '@paybook/contracts';
import { IconHelp } from '@tabler/icons-react';
import { type ComponentPropsWithRef, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '@/ui/on-demand';
import classes from './app-layout.module.css';

const loadPopover = () => import('./help-popover');
const HelpPopover = lazy(() => loadPopover().then((m) => ({ default: m.HelpPopover })));

/** The header's help button; the help popover (help-popover.tsx) wraps it once opened. */
export function HelpButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" color="dark" aria-haspopup="dialog" px="xs" {...props}>
      <Group component="span" gap={6} wrap="nowrap">
        <IconHelp size={18} aria-hidden />
        <span className={classes.srOnlyMobile}>{t('shell.help.button')}</span>
      </Group>
    </Button>
  );
}

/** spec 1 §2.4: help search, help center and chat; the popover's code loads on first opening. */
export function HelpMenu({ config }: { config: ShellConfig }) {
  return (
    <OnDemand
      trigger={(open) => (
        <HelpButton
          aria-expanded={false}
          onClick={open}
          onPointerEnter={() => void loadPopover()}
          onFocus={() => void loadPopover()}
        />
      )}
    >
      <HelpPopover config={config} />
    </OnDemand>
  );
}
