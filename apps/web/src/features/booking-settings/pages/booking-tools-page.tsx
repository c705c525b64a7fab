import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppointmentSettingsTabs } from '@/features/appointment-settings/components/appointment-settings-tabs';
import { ExternalLink } from '@/ui/external-link';
import { PageHeader } from '@/ui/page-header';
import { useBusinessSettings } from '../api/get-business-settings';
import { BookingAddressForm } from '../components/booking-address-form';
import { BOOK_NOW_STYLE, bookingUrl, bookNowSnippet } from '../components/booking-url';
import { CopyableText } from '../components/copyable-text';
import { PageState } from '../components/page-state';

/** The button as the snippet draws it, in React style names. */
const previewStyle = Object.fromEntries(
  Object.entries(BOOK_NOW_STYLE).map(([property, value]) => [
    property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
    value,
  ]),
);

/** /appointments/settings/booking-tools (spec 1 §2.3): the booking URL and a 'book now' snippet to copy. */
export function BookingToolsPage() {
  const { t } = useTranslation();
  const settings = useBusinessSettings();
  const origin = window.location.origin;

  return (
    <Stack gap="lg">
      <PageHeader title={t('bookingTools.title')} description={t('bookingTools.subtitle')} />
      <AppointmentSettingsTabs active="booking-tools" />
      <PageState query={settings}>
        {(data) => {
          const url = bookingUrl(origin, data.url_subdomain);
          const snippet = bookNowSnippet(url, t('bookingTools.button.text'));
          return (
            <Stack gap="lg" maw={960}>
              <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="booking-link-title">
                <Stack gap="md">
                  <div>
                    <Title order={2} size="h4" id="booking-link-title">
                      {t('bookingTools.link.title')}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('bookingTools.link.description')}
                    </Text>
                  </div>
                  <CopyableText
                    label={t('bookingTools.link.label')}
                    value={url}
                    copyLabel={t('bookingTools.link.copy')}
                  />
                  <ExternalLink href={url}>{t('bookingTools.link.open')}</ExternalLink>
                </Stack>
              </Paper>
              <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="booking-button-title">
                <Stack gap="md">
                  <div>
                    <Title order={2} size="h4" id="booking-button-title">
                      {t('bookingTools.button.title')}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('bookingTools.button.description')}
                    </Text>
                  </div>
                  <Group gap="sm">
                    <Text size="sm" fw={500}>
                      {t('bookingTools.button.preview')}
                    </Text>
                    <a href={url} target="_blank" rel="noopener" style={previewStyle}>
                      {t('bookingTools.button.text')}
                      <VisuallyHidden component="span">{t('common.opensInNewTab')}</VisuallyHidden>
                    </a>
                  </Group>
                  <CopyableText
                    label={t('bookingTools.button.code')}
                    value={snippet}
                    copyLabel={t('bookingTools.button.copy')}
                    block
                  />
                </Stack>
              </Paper>
              <BookingAddressForm settings={data} origin={origin} />
            </Stack>
          );
        }}
      </PageState>
    </Stack>
  );
}
