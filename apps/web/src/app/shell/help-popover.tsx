import { Button, Popover, Stack, TextInput } from '@mantine/core';
import type { ShellConfig } from '@paybook/contracts';
import { IconMessageCircle, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/ui/external-link';
import { useOpenedAfterMount } from '@/ui/on-demand';
import { HelpButton } from './help-menu';

/** The help-center search address with the term as its Term query (spec 1 §2.4). */
export function helpSearchUrl(base: string, term: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('Term', term);
  return url.toString();
}

/**
 * spec 1 §2.4: help search, help center and chat; all open in a new window (spec 1 §7 Account). Its own
 * chunk: help-menu.tsx mounts it when the button is first pressed, so it opens at once.
 */
export function HelpPopover({ config }: { config: ShellConfig }) {
  const { t } = useTranslation();
  const targetRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(true);
  const isOpened = useOpenedAfterMount(opened, targetRef);
  const [term, setTerm] = useState('');

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    window.open(helpSearchUrl(config.help_search_url, trimmed), '_blank', 'noopener,noreferrer');
    setOpened(false);
    setTerm('');
  };

  return (
    <Popover opened={isOpened} onChange={setOpened} position="bottom-end" width={300} shadow="md" trapFocus>
      <Popover.Target>
        <HelpButton ref={targetRef} onClick={() => setOpened((o) => !o)} aria-expanded={isOpened} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('shell.help.dialogLabel')}>
        <Stack gap="sm">
          <form onSubmit={handleSearch}>
            <Stack gap="xs">
              <TextInput
                label={t('shell.help.searchLabel')}
                value={term}
                onChange={(event) => setTerm(event.currentTarget.value)}
                data-autofocus
              />
              <Button
                type="submit"
                leftSection={<IconSearch size={16} aria-hidden />}
                disabled={!term.trim()}
              >
                {t('shell.help.searchButton')}
              </Button>
            </Stack>
          </form>
          <ExternalLink href={config.help_center_url}>{t('shell.help.helpCenter')}</ExternalLink>
          <ExternalLink href={config.chat_url} icon={<IconMessageCircle size={14} aria-hidden />}>
            {t('shell.help.chat')}
          </ExternalLink>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
