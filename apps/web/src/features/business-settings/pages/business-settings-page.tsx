import { Alert, Center, Loader, Stack } from '@mantine/core';
import { returnPath } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useBusinessDetails } from '../api/get-business-details';
import { AccountOverview } from '../components/account-overview';
import { BusinessDetailsForm } from '../components/business-details-form';

/** /settings/business-settings (spec 3 §2.5 settings.edit; needs manage_configuration). */
export function BusinessSettingsPage() {
  const { t } = useTranslation();
  const details = useBusinessDetails();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // spec 3 §2.5: a page that sent the merchant here (toState, toParams) is where saving returns to.
  const returnTo = returnPath(search.get('toState'), search.get('toParams'));

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
        <>
          {returnTo ? (
            <Alert color="blue" role="status">
              {t('businessSettings.returnAfterSave')}
            </Alert>
          ) : null}
          <BusinessDetailsForm
            details={details.data}
            onSaved={returnTo ? () => navigate(returnTo, { replace: true }) : undefined}
          />
        </>
      )}
      <AccountOverview />
    </Stack>
  );
}
