import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { PublicService } from '@paybook/contracts';
import { IconClock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** "1 hr 30 min", "45 min": a duration as customers read it. */
export function useDurationText() {
  const { t } = useTranslation();
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('publicBooking.minutes', { count: rest });
    if (rest === 0) return t('publicBooking.hours', { count: hours });
    return t('publicBooking.hoursMinutes', { hours, minutes: rest });
  };
}

/** "$45.00": a price from the API's decimal string (decision 1). */
export function usePriceText() {
  const { i18n } = useTranslation();
  return (price: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(Number(price));
}

interface ServiceCardProps {
  service: PublicService;
  headingOrder: 3 | 4;
  /** What the visitor can do with the service (the booking flow's choose button). */
  action?: ReactNode;
}

/** One bookable service on the public page: name, duration, price and who performs it. */
export function ServiceCard({ service, headingOrder, action }: ServiceCardProps) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const price = usePriceText()(service.price);

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`service-${service.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {service.image && <Image src={service.image} alt="" w={88} h={88} radius="sm" fit="cover" />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={headingOrder} size="h5" id={`service-${service.id}`}>
              {service.name}
            </Title>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {price}
            </Text>
          </Group>
          {service.description && (
            <Text size="sm" c="dimmed">
              {service.description}
            </Text>
          )}
          <Group gap="xs">
            <Badge variant="light" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
              {durationText(service.duration_minutes)}
            </Badge>
            {service.deposit !== '0.00' && (
              <Badge variant="light" color="blue">
                {t('publicBooking.deposit.serviceDeposit', { amount: service.deposit })}
              </Badge>
            )}
            {service.providers.map((provider) => (
              <Badge
                key={provider.id}
                variant="outline"
                color="teal.9"
                leftSection={<IconUser size={12} aria-hidden />}
                aria-label={t('publicBooking.withProvider', { name: provider.display_name })}
              >
                {provider.display_name}
              </Badge>
            ))}
          </Group>
          {action && (
            <Group justify="flex-end" mt={4}>
              {action}
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
