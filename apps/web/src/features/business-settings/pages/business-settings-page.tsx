import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useBusinessDetails } from '../api/get-business-details';
import { BusinessDetailsForm } from '../components/business-details-form';

/** /settings/business-settings (spec 3 §2.5 settings.edit; needs manage_configuration). */
export function BusinessSettingsPage() {
  const { t } = useTranslation();
  const details = useBusinessDetails();

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('businessSettings.title')} description={t('businessSettings.subtitle')} />
      {details.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      ) : details.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(details.error)}
        </Alert>
      ) : (
        <BusinessDetailsForm details={details.data} />
      )}
    </Stack>
  );
}
