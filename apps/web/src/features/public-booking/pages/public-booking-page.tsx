import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PublicBookingPageWithContact as PublicBookingPageData, PublicDesign } from '@paybook/contracts';
import { termsShownAt, zoneNameWithId, zonesReadAlike } from '@paybook/domain';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PublicBrandBand, PublicTermsLinks, usePublicDesign } from '@/ui/public-design';
import { PublicPageFrame } from '@/ui/public-page-frame';
import { usePublicBookingPage } from '../api/get-public-booking-page';
import { BookedView } from '../components/booked-view';
import { BookingFlow } from '../components/booking-flow';
import { BusinessHeader } from '../components/business-header';
import { ZoneToggle } from '../components/zone-toggle';
import { readBookingAddress } from '../lib/booking-address';
import { browserTimeZone, ShownZoneContext } from '../lib/shown-zone';

/** Ruling 4: the public booking page /book/:subdomain: the business, then booking step by step. */
export function PublicBookingPage() {
  const { t } = useTranslation();
  const { subdomain = '' } = useParams();
  // Issue 26 point 4: the merchant's design (colours, banner, logo) and its privacy policy.
  const design = usePublicDesign(subdomain).data;
  return (
    <PublicPageFrame
      query={usePublicBookingPage(subdomain)}
      size="md"
      documentTitle={(page) => t('publicBooking.documentTitle', { name: page.business_name })}
      notFound={<NotFound />}
      background={design?.background_color}
    >
      {(page) => <BookingPageContent page={page} design={design} />}
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

/** Issue 16 point 6: the visitor's zone when it reads differently from the business's, else null. */
function useVisitorZone(businessZone: string): string | null {
  const visitor = browserTimeZone();
  return zonesReadAlike(businessZone, visitor) ? null : visitor;
}

function BookingPageContent({ page, design }: { page: PublicBookingPageData; design?: PublicDesign }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const address = readBookingAddress(new URLSearchParams(location.search));
  const visitorZone = useVisitorZone(page.time_zone);
  const shownZone = visitorZone && address.inMyZone ? visitorZone : null;
  // The zone is a way of reading the page, not a step: the entry is replaced, not added.
  const showInMyZone = (checked: boolean) => {
    const search = new URLSearchParams(location.search);
    if (checked) search.set('zone', 'mine');
    else search.delete('zone');
    const text = search.toString();
    navigate({ search: text ? `?${text}` : '' }, { replace: true, state: location.state });
  };
  const zoneToggle = visitorZone && (
    <ZoneToggle visitorZone={visitorZone} checked={address.inMyZone} onChange={showInMyZone} />
  );
  return (
    <Stack gap="md">
      {design && <PublicBrandBand design={design} />}
      <BusinessHeader page={page} isFull={!address.booked && address.serviceId === null} />
      <ShownZoneContext.Provider value={shownZone}>
        <section aria-label={t('publicBooking.title')}>
          {address.booked ? (
            <Stack gap="md">
              {zoneToggle}
              <BookedView
                token={address.booked}
                onBookAnother={() => navigate({ search: shownZone ? '?zone=mine' : '' })}
              />
            </Stack>
          ) : (
            <BookingFlow page={page} zoneToggle={zoneToggle} />
          )}
        </section>
      </ShownZoneContext.Provider>
      <Text size="xs" c="dimmed" ta="center">
        {t('publicBooking.timeZone', { zone: zoneNameWithId(shownZone ?? page.time_zone, i18n.language) })}
      </Text>
      {design && <PublicTermsLinks design={design} kinds={termsShownAt('public_page')} />}
    </Stack>
  );
}
