import { AspectRatio, Group, Image, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PublicBookingPage as PublicBookingPageData } from '@paybook/contracts';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePublicBookingPage } from '../api/get-public-booking-page';
import { BookingFlow } from '../components/booking-flow';
import { PublicPageFrame } from '../components/public-page-frame';

/** Ruling 4: the public booking page /book/:subdomain: the business, then booking step by step. */
export function PublicBookingPage() {
  const { t } = useTranslation();
  const { subdomain = '' } = useParams();
  return (
    <PublicPageFrame
      query={usePublicBookingPage(subdomain)}
      size="md"
      documentTitle={(page) => t('publicBooking.documentTitle', { name: page.business_name })}
      notFound={<NotFound />}
    >
      {(page) => <BookingPageContent page={page} />}
    </PublicPageFrame>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconMapPinOff size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2" ta="center">
          {t('publicBooking.notFound.title')}
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          {t('publicBooking.notFound.body')}
        </Text>
      </Stack>
    </Paper>
  );
}

function BookingPageContent({ page }: { page: PublicBookingPageData }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {page.business_image && (
          <AspectRatio ratio={16 / 5}>
            <Image src={page.business_image} alt="" fit="cover" />
          </AspectRatio>
        )}
        <Group p={{ base: 'md', sm: 'lg' }} gap="lg" align="center" wrap="nowrap">
          {page.logo && (
            <Image
              src={page.logo}
              alt={t('publicBooking.logoAlt', { name: page.business_name })}
              w={{ base: 64, sm: 88 }}
              h={{ base: 64, sm: 88 }}
              radius="md"
              fit="contain"
              bg="white"
              bd="1px solid var(--mantine-color-gray-3)"
            />
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {page.business_name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('publicBooking.bookOnline')}
            </Text>
          </Stack>
        </Group>
        {page.business_description && (
          <Text px={{ base: 'md', sm: 'lg' }} pb="lg" style={{ whiteSpace: 'pre-line' }}>
            {page.business_description}
          </Text>
        )}
      </Paper>
      <section aria-label={t('publicBooking.title')}>
        <BookingFlow page={page} />
      </section>
      <Text size="xs" c="dimmed" ta="center">
        {t('publicBooking.timeZone', { zone: page.time_zone })}
      </Text>
    </Stack>
  );
}
