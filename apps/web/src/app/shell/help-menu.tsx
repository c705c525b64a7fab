import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import type { ShellConfig } from '@paybook/contracts';
import { IconHelp, IconMessageCircle, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/ui/external-link';
import classes from './app-layout.module.css';

/** The help-center search address with the term as its Term query (spec 1 §2.4). */
export function helpSearchUrl(base: string, term: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('Term', term);
  return url.toString();
}

/** spec 1 §2.4: help search, help center and chat; all open in a new window (spec 1 §7 Account). */
export function HelpMenu({ config }: { config: ShellConfig }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
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
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          color="dark"
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
          aria-haspopup="dialog"
          px="xs"
        >
          <Group component="span" gap={6} wrap="nowrap">
            <IconHelp size={18} aria-hidden />
            <span className={classes.srOnlyMobile}>{t('shell.help.button')}</span>
          </Group>
        </Button>
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
