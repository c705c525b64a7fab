import { Group, Image, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import type { PublicBookingPageWithContact } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { BusinessContact } from './business-contact';

/**
 * The business at the top of its booking page. Issue 24 point 4: in full (a low strip of its image, logo,
 * name, description folded to two lines, address and phone on a line) only above the services, so they
 * are in sight without scrolling at 375 and 1366 px; on the later steps only the logo and the name.
 */
export function BusinessHeader({ page, isFull }: { page: PublicBookingPageWithContact; isFull: boolean }) {
  const { t } = useTranslation();
  const logo = (size: { base: number; sm: number }) =>
    page.logo && (
      <Image
        src={page.logo}
        alt={t('publicBooking.logoAlt', { name: page.business_name })}
        w={size}
        h={size}
        radius="md"
        fit="contain"
        bg="white"
        bd="1px solid var(--mantine-color-gray-3)"
      />
    );
  if (!isFull)
    return (
      <Group gap="sm" wrap="nowrap">
        {logo({ base: 36, sm: 44 })}
        <Title order={1} size="h3" style={{ minWidth: 0 }}>
          {page.business_name}
        </Title>
      </Group>
    );
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      {page.business_image && (
        <Image
          src={page.business_image}
          alt=""
          h={{ base: 56, sm: 96 }}
          fit="cover"
          data-testid="business-image"
        />
      )}
      <Stack p={{ base: 'sm', sm: 'lg' }} gap="xs">
        <Group gap="md" wrap="nowrap">
          {logo({ base: 48, sm: 64 })}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {page.business_name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('publicBooking.bookOnline')}
            </Text>
          </Stack>
        </Group>
        {page.business_description && (
          <Spoiler
            maxHeight={44}
            showLabel={t('publicBooking.readMore')}
            hideLabel={t('publicBooking.readLess')}
            styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {page.business_description}
            </Text>
          </Spoiler>
        )}
        <BusinessContact business={page.business} name={page.business_name} isInline />
      </Stack>
    </Paper>
  );
}
