import { Button, Select, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderOptions } from './provider-options';

export interface ProviderSelectProps {
  value: number | null;
  onChange: (id: number) => void;
  label?: string;
  /** Mounted because the user just opened it (provider-field.tsx): takes the focus with its list open. */
  isOpening?: boolean;
}

/**
 * The service provider picker of the calendar and its modals: the first 18 providers by name, and
 * 'show more' fetches 100 (spec 1 §2.5, §9; provider-options.ts).
 */
export function ProviderSelect({ value, onChange, label, isOpening = false }: ProviderSelectProps) {
  const { t } = useTranslation();
  const { options, selected, hasMore, isShowingMore, showMore, isPending, isError } =
    useProviderOptions(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const isOpeningAtMount = useRef(isOpening);
  useEffect(() => {
    if (isOpeningAtMount.current) inputRef.current?.focus();
  }, []);

  return (
    <Stack gap={2} align="flex-start">
      <Select
        ref={inputRef}
        w="100%"
        label={label ?? t('calendar.providers.label')}
        placeholder={t('calendar.providers.placeholder')}
        data={options}
        value={selected}
        onChange={(next) => {
          if (next !== null) onChange(Number(next));
        }}
        allowDeselect={false}
        searchable
        defaultDropdownOpened={isOpening}
        nothingFoundMessage={t('calendar.providers.noMatch')}
        error={isError ? t('calendar.providers.loadFailed') : undefined}
        disabled={isPending}
        comboboxProps={{ withinPortal: true }}
      />
      {hasMore && (
        <Button variant="subtle" size="compact-xs" loading={isShowingMore} onClick={showMore}>
          {t('calendar.providers.showMore')}
        </Button>
      )}
    </Stack>
  );
}
