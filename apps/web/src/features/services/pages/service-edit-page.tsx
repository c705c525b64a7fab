import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AppointmentSettingsTabs } from '@/features/appointment-settings/components/appointment-settings-tabs';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useOfferingCategories } from '../api/get-offering-categories';
import { useService } from '../api/get-service';
import { useSaveService } from '../api/save-service';
import { ServiceForm } from '../components/service-form';

const LIST_PATH = '/appointments/settings/services/view/1';

/** /appointments/settings/services/edit/:offeringId? (spec 1 §2.3): an empty id adds a service. */
export function ServiceEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { offeringId } = useParams();
  const id = offeringId ? Number(offeringId) : null;
  const isValidId = id === null || (Number.isSafeInteger(id) && id > 0);
  const service = useService(isValidId ? id : null);
  const categories = useOfferingCategories();
  const save = useSaveService();
  const idempotencyKey = useIdempotencyKey();

  const title = id === null ? t('services.form.addTitle') : t('services.form.editTitle');
  const isLoading = (id !== null && isValidId && service.isPending) || categories.isPending;
  const loadError = !isValidId ? null : (service.error ?? categories.error);

  return (
    <Stack gap="lg">
      <PageHeader title={title} description={t('services.form.description')} />
      <AppointmentSettingsTabs active="services" />
      {isLoading && !loadError && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {!isValidId && <Alert color="red">{t('services.form.notFound')}</Alert>}
      {loadError && (
        <Alert color="red" role="alert">
          {errorMessage(loadError)}
        </Alert>
      )}
      {!isLoading && !loadError && isValidId && (
        <ServiceForm
          key={service.data?.id ?? 'new'}
          service={service.data ?? null}
          categories={categories.data ?? []}
          listPath={LIST_PATH}
          saveError={save.error}
          onSave={async (body) => {
            const saved = await save.mutateAsync(
              id === null ? { id, body, idempotencyKey: idempotencyKey.keyFor(body) } : { id, body },
            );
            notifySuccess(t('services.form.saved', { name: saved.name }));
            navigate(LIST_PATH);
          }}
        />
      )}
    </Stack>
  );
}
