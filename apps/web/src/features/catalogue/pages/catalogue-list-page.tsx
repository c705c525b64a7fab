import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPackage, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifyError, notifyFailure, notifySuccess } from '@/lib/notify';
import { canOpen } from '@/lib/route-access';
import { toggled, toggledAll } from '@/lib/selection';
import { useAddressSearch } from '@/lib/use-address-search';
import { EmptyState } from '@/ui/empty-state';
import { ListPagination } from '@/ui/list-pagination';
import { PageHeader } from '@/ui/page-header';
import { useBulkOfferings } from '../api/bulk-offerings';
import { getActivePaymentForms } from '../api/offering-payment-forms';
import { useCatalogueSearch } from '../api/search-catalogue';
import { ADD_ITEM_PATH, AddItemTypeModal } from '../components/add-item-type-modal';
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueListQuery,
  type CatalogueStatus,
  catalogueParams,
  parseCatalogueParams,
  toggleCatalogueSort,
} from '../components/catalogue-list-params';
import { CatalogueMobileList } from '../components/catalogue-mobile-list';
import { CatalogueTable } from '../components/catalogue-table';
import { paymentFormsNotice } from '../components/payment-forms-question';

/** /products-and-services/view (spec 2 §2.3): the catalogue, searched, filtered, sorted and paged on the server. */
export function CatalogueListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = parseCatalogueParams(params);
  const items = useCatalogueSearch(query);
  const context = useLoginContext();
  const subject = subjectFor(context);
  const canEdit = canOpen(subject, 'products-services.add-products-services');
  const asksItemType = context.features.includes('appointments');
  const isMobile = useMediaQuery('(max-width: 767px)');
  const bulk = useBulkOfferings();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [isChoosingType, setIsChoosingType] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const [search, setSearch] = useAddressSearch(query.search, (typed) =>
    setParams(catalogueParams({ ...query, search: typed, page: 1 }), { replace: true }),
  );

  const show = (next: CatalogueListQuery) => setParams(catalogueParams(next));

  const rows = items.data?.data ?? [];
  const total = items.data?.total_item_count ?? 0;
  const pageCount = Math.ceil(total / CATALOGUE_PAGE_SIZE);
  const addItem = () => (asksItemType ? setIsChoosingType(true) : navigate(ADD_ITEM_PATH));

  // spec 2 §5: a bulk action needs a non-empty list; the bulk catalogue confirmation asks first. spec 2 §4
  // Offering: before deactivating, it names the active payment forms that go inactive with the items, once.
  const confirmBulk = async (action: 'activate' | 'deactivate') => {
    let formsNotice: string | null = null;
    if (action === 'deactivate') {
      setIsChecking(true);
      try {
        formsNotice = paymentFormsNotice(await getActivePaymentForms([...selected]));
      } catch (error) {
        notifyError(error);
        return;
      } finally {
        setIsChecking(false);
      }
    }
    modals.openConfirmModal({
      title: t(`catalogue.bulk.${action}Title`, { count: selected.size }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t(`catalogue.bulk.${action}Body`, { count: selected.size })}</Text>
          {formsNotice && <Text size="sm">{formsNotice}</Text>}
        </Stack>
      ),
      labels: { confirm: t(`catalogue.bulk.${action}`), cancel: t('common.cancel') },
      confirmProps: action === 'deactivate' ? { color: 'red.9' } : undefined,
      closeButtonProps: { 'aria-label': t('catalogue.close') },
      onConfirm: () =>
        bulk.mutate(
          { action, ids: [...selected] },
          {
            onSuccess: (result) => {
              notifySuccess(result.message);
              setSelected(new Set());
            },
            onError: (error) => notifyFailure(errorMessage(error)),
          },
        ),
    });
  };

  const actions = canEdit && (
    <Group gap="xs">
      {selected.size > 0 && (
        <>
          <Button variant="default" loading={bulk.isPending} onClick={() => void confirmBulk('activate')}>
            {t('catalogue.bulk.activateSelected', { count: selected.size })}
          </Button>
          <Button
            variant="default"
            loading={bulk.isPending || isChecking}
            onClick={() => void confirmBulk('deactivate')}
          >
            {t('catalogue.bulk.deactivateSelected', { count: selected.size })}
          </Button>
        </>
      )}
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={addItem}>
        {t('catalogue.add')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('catalogue.title')} description={t('catalogue.description')} actions={actions} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('catalogue.list.searchLabel')}
            placeholder={t('catalogue.list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={100}
            w={{ base: '100%', sm: 320 }}
          />
          <SegmentedControl
            aria-label={t('catalogue.list.statusLabel')}
            value={query.status}
            onChange={(status) => show({ ...query, status: status as CatalogueStatus, page: 1 })}
            data={(['all', 'active', 'inactive'] as const).map((status) => ({
              value: status,
              label: t(`catalogue.status.${status}`),
            }))}
          />
        </Group>
        {items.data && (
          <Text c="dimmed" size="sm" aria-live="polite">
            {t('catalogue.list.count', { count: total })}
          </Text>
        )}
      </Group>
      {items.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {items.isError && (
        <Alert color="red" role="alert">
          {errorMessage(items.error)}
        </Alert>
      )}
      {items.data && total === 0 && (
        <EmptyState
          icon={<IconPackage size={26} aria-hidden />}
          title={
            query.search || query.status !== 'all' ? t('catalogue.list.noMatch') : t('catalogue.list.empty')
          }
          body={
            query.search || query.status !== 'all'
              ? t('catalogue.list.noMatchBody')
              : t('catalogue.list.emptyBody')
          }
        />
      )}
      {items.data && total > 0 && isMobile && <CatalogueMobileList rows={rows} canEdit={canEdit} />}
      {items.data && total > 0 && !isMobile && (
        <Paper
          withBorder
          radius="md"
          style={{ opacity: items.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={items.isFetching}
        >
          <CatalogueTable
            rows={rows}
            query={query}
            canEdit={canEdit}
            onSort={(column) => show(toggleCatalogueSort(query, column))}
            selection={
              canEdit
                ? {
                    ids: selected,
                    onToggle: (id) => setSelected((ids) => toggled(ids, id)),
                    onToggleAll: () => setSelected((ids) => toggledAll(ids, rows)),
                  }
                : undefined
            }
          />
        </Paper>
      )}
      <ListPagination
        pageCount={pageCount}
        page={query.page}
        onChange={(page) => show({ ...query, page })}
        labels={{
          previous: t('catalogue.list.previous'),
          next: t('catalogue.list.next'),
          page: (page) => t('catalogue.list.page', { page }),
        }}
      />
      <AddItemTypeModal opened={isChoosingType} onClose={() => setIsChoosingType(false)} />
    </Stack>
  );
}
