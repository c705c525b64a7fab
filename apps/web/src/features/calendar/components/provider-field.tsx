import { Button, Stack, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type KeyboardEvent, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '@/ui/on-demand';
import { useProviderOptions } from './provider-options';
import type { ProviderSelectProps } from './provider-select';

const loadSelect = () => import('./provider-select');
const ProviderSelect = lazy(() => loadSelect().then((m) => ({ default: m.ProviderSelect })));

/** Keys that open a combobox's list. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * The calendar's provider picker (provider-select.tsx) as the week first shows it: the chosen provider in a
 * field drawn like the select, which is swapped for the select, its list open, when the field is first
 * pressed (issue 14 point 6: Mantine's combobox and floating-ui do not come with the week).
 */
export function ProviderField({ value, onChange }: Omit<ProviderSelectProps, 'isOpening' | 'label'>) {
  const { t } = useTranslation();
  const { options, selected, hasMore, isShowingMore, showMore, isPending, isError } =
    useProviderOptions(value);
  const label = options.find((option) => option.value === selected)?.label ?? '';

  return (
    <OnDemand
      trigger={(open) => (
        <Stack gap={2} align="flex-start">
          <TextInput
            w="100%"
            label={t('calendar.providers.label')}
            placeholder={t('calendar.providers.placeholder')}
            value={label}
            readOnly
            role="combobox"
            aria-expanded={false}
            aria-haspopup="listbox"
            autoComplete="off"
            pointer
            rightSection={<IconChevronDown size={16} aria-hidden />}
            rightSectionPointerEvents="none"
            error={isError ? t('calendar.providers.loadFailed') : undefined}
            disabled={isPending}
            onClick={open}
            onKeyDown={(event: KeyboardEvent) => {
              if (OPENING_KEYS.has(event.key)) {
                event.preventDefault();
                open();
              }
            }}
            onPointerEnter={() => void loadSelect()}
            onFocus={() => void loadSelect()}
          />
          {hasMore && (
            <Button variant="subtle" size="compact-xs" loading={isShowingMore} onClick={showMore}>
              {t('calendar.providers.showMore')}
            </Button>
          )}
        </Stack>
      )}
    >
      <ProviderSelect value={value} onChange={onChange} isOpening />
    </OnDemand>
  );
}
