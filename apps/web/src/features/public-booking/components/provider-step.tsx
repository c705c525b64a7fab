import { Button, Stack, Text } from '@mantine/core';
import type { PublicService } from '@paybook/contracts';
import { IconUser, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Step 2: one of the service's providers, or any available one (null). */
export function ProviderStep({
  service,
  selected,
  onChoose,
}: {
  service: PublicService;
  /** undefined: nothing chosen yet; null: any available provider. */
  selected: number | null | undefined;
  onChoose: (providerId: number | null) => void;
}) {
  const { t } = useTranslation();
  const option = (id: number | null, label: string, hint?: string) => (
    <Button
      key={id ?? 'any'}
      variant={selected === id ? 'filled' : 'default'}
      aria-pressed={selected === id}
      fullWidth
      justify="flex-start"
      h="auto"
      py="sm"
      leftSection={id === null ? <IconUsers size={20} aria-hidden /> : <IconUser size={20} aria-hidden />}
      onClick={() => onChoose(id)}
    >
      <Stack gap={2} align="flex-start">
        <Text fw={600} inherit>
          {label}
        </Text>
        {hint && (
          <Text size="xs" inherit opacity={0.8} style={{ whiteSpace: 'normal', textAlign: 'left' }}>
            {hint}
          </Text>
        )}
      </Stack>
    </Button>
  );
  return (
    <Stack gap="xs">
      {option(null, t('publicBooking.anyProvider'), t('publicBooking.anyProviderHint'))}
      {service.providers.map((provider) => option(provider.id, provider.display_name))}
    </Stack>
  );
}
