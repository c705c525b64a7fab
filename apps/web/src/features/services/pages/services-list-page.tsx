import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { SERVICE_LIST_PAGE_SIZE } from '@paybook/domain';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AppointmentSettingsTabs } from '@/features/appointment-settings/components/appointment-settings-tabs';
import { errorMessage } from '@/lib/notify';
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
          <Loader aria-label={t('shell.loading')} role="status" />
        </Center>
      )}
      {services.isError && (
        <Alert color="red" role="alert">
          {errorMessage(services.error)}
        </Alert>
      )}
      {services.data && services.data.total_item_count === 0 && (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconListDetails size={26} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h4">
              {categoryId === null ? t('services.empty.title') : t('services.empty.categoryTitle')}
            </Title>
            <Text c="dimmed" ta="center" maw={420}>
              {t('services.empty.body')}
            </Text>
            {addButton}
          </Stack>
        </Paper>
      )}
      {services.data && services.data.total_item_count > 0 && (
        <Paper withBorder radius="md">
          <ServicesTable services={services.data.data} />
        </Paper>
      )}
      {pageCount > 1 && (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={page}
            onChange={(next) => navigate(listPath(next, categoryId))}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? t('services.pagination.previous') : t('services.pagination.next'),
            })}
            getItemProps={(item) => ({ 'aria-label': t('services.pagination.page', { page: item }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
