import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { SERVICE_LIST_PAGE_SIZE } from '@paybook/domain';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AppointmentSettingsTabs } from '@/features/appointment-settings/components/appointment-settings-tabs';
import { errorMessage } from '@/lib/notify';
import { EmptyState } from '@/ui/empty-state';
import { ListPagination } from '@/ui/list-pagination';
import { PageHeader } from '@/ui/page-header';
import { useOfferingCategories } from '../api/get-offering-categories';
import { useServices } from '../api/get-services';
import { CategoryFilter } from '../components/category-filter';
import { ServicesTable, serviceEditPath } from '../components/services-table';

const listPath = (page: number, categoryId: number | null) =>
  `/appointments/settings/services/view/${page}${categoryId === null ? '' : `/${categoryId}`}`;

function positiveInt(value: string | undefined): number | null {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** /appointments/settings/services/view/:page/:categoryId? (spec 1 §2.3): the paged service list, 20 a page. */
export function ServicesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const page = positiveInt(params.page) ?? 1;
  const categoryId = positiveInt(params.categoryId);
  const services = useServices(page, categoryId);
  const categories = useOfferingCategories();

  const addButton = (
    <Button component={Link} to={serviceEditPath()} leftSection={<IconPlus size={18} aria-hidden />}>
      {t('services.add')}
    </Button>
  );
  const pageCount = Math.ceil((services.data?.total_item_count ?? 0) / SERVICE_LIST_PAGE_SIZE);
  // A page past the end (after deletes, or a typed address) shows the last one instead.
  if (services.data && !services.isPlaceholderData && page > 1 && page > pageCount) {
    return <Navigate to={listPath(Math.max(pageCount, 1), categoryId)} replace />;
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('services.title')} description={t('services.description')} actions={addButton} />
      <AppointmentSettingsTabs active="services" />
      <Group justify="space-between" align="flex-end">
        <CategoryFilter
          categories={categories.data ?? []}
          value={categoryId}
          onChange={(next) => navigate(listPath(1, next))}
        />
        {services.data && (
          <Text c="dimmed" size="sm" aria-live="polite">
            {t('services.count', { count: services.data.total_item_count })}
          </Text>
        )}
      </Group>
      {services.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {services.isError && (
        <Alert color="red" role="alert">
          {errorMessage(services.error)}
        </Alert>
      )}
      {services.data && services.data.total_item_count === 0 && (
        <EmptyState
          icon={<IconListDetails size={26} aria-hidden />}
          title={categoryId === null ? t('services.empty.title') : t('services.empty.categoryTitle')}
          body={t('services.empty.body')}
          action={addButton}
        />
      )}
      {services.data && services.data.total_item_count > 0 && (
        <Paper withBorder radius="md">
          <ServicesTable services={services.data.data} />
        </Paper>
      )}
      <ListPagination
        pageCount={pageCount}
        page={page}
        onChange={(next) => navigate(listPath(next, categoryId))}
        labels={{
          previous: t('services.pagination.previous'),
          next: t('services.pagination.next'),
          page: (page) => t('services.pagination.page', { page }),
        }}
      />
    </Stack>
  );
}
