import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicService } from '@paybook/contracts';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ServiceCard } from './service-card';

/** Services grouped by category, in the order they come (by name); uncategorised last. */
function groupByCategory(services: PublicService[]): [string | null, PublicService[]][] {
  const groups = new Map<string | null, PublicService[]>();
  for (const service of services) {
    const list = groups.get(service.category) ?? [];
    list.push(service);
    groups.set(service.category, list);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
}

/** Step 1: the active bookable services (ruling 4), each with a button to choose it. */
export function ServiceStep({
  services,
  selectedId,
  onChoose,
}: {
  services: PublicService[];
  selectedId: number | null;
  onChoose: (service: PublicService) => void;
}) {
  const { t } = useTranslation();
  if (services.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <IconCalendarOff size={32} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" ta="center">
            {t('publicBooking.noServices')}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      {groupByCategory(services).map(([category, group]) => (
        <Stack gap="sm" key={category ?? ''}>
          {category && (
            <Title order={3} size="h4" c="dimmed">
              {category}
            </Title>
          )}
          {group.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              headingOrder={category ? 4 : 3}
              action={
                <Button
                  variant={service.id === selectedId ? 'filled' : 'light'}
                  aria-label={t('publicBooking.chooseServiceNamed', { name: service.name })}
                  onClick={() => onChoose(service)}
                >
                  {t('publicBooking.choose')}
                </Button>
              }
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
