import { Button, Stack, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppointmentSettingsTabs } from '@/features/appointment-settings/components/appointment-settings-tabs';
import { PageHeader } from '@/ui/page-header';
import { useBookingPage } from '../api/get-booking-page';
import { BookingPageImages } from '../components/booking-page-images';
import { bookingPath } from '../components/booking-url';
import { BusinessDescriptionForm } from '../components/business-description-form';
import { PageState } from '../components/page-state';

/** /appointments/settings/booking (spec 1 §2.3): logo, business image, description and a preview link. */
export function BookingPageSettingsPage() {
  const { t } = useTranslation();
  const page = useBookingPage();

  const preview = page.data && (
    <Button
      component="a"
      href={bookingPath(page.data.url_subdomain)}
      target="_blank"
      rel="noopener"
      variant="default"
      leftSection={<IconExternalLink size={16} aria-hidden />}
    >
      {t('bookingSettings.preview')}
      <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('bookingSettings.title')}
        description={t('bookingSettings.subtitle')}
        actions={preview}
      />
      <AppointmentSettingsTabs active="booking" />
      <PageState query={page}>
        {(data) => (
          <Stack gap="lg" maw={960}>
            <BookingPageImages page={data} />
            <BusinessDescriptionForm description={data.business_description} />
          </Stack>
        )}
      </PageState>
    </Stack>
  );
}
