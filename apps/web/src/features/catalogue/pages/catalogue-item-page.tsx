import { Alert, Anchor, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useActiveFeeStructures } from '@/features/fee-structures/api/get-active-fee-structures';
import { useOfferingCategories } from '@/features/services/api/get-offering-categories';
import { confirmServiceAction } from '@/features/services/components/confirm-service-action';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useCatalogueItem, useSaveCatalogueItem } from '../api/catalogue-item';
import { useCustomFieldTemplates } from '../api/custom-field-templates';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { ADD_ITEM_PATH } from '../components/add-item-type-modal';
import { catalogueEditPath } from '../components/catalogue-table';
import { ItemForm, type SaveAction } from '../components/item-form';
import { itemBody, itemFormValues, newItemForm } from '../components/item-form-schema';
import { paymentFormReturnPath } from '../components/payment-form-return';

export const CATALOGUE_LIST_PATH = '/products-and-services/view';

/**
 * spec 2 §2.3 add-products-services state: duplicateOffering (the item to copy) and saveToState (where
 * to go back to after saving, e.g. a payment form being built).
 */
interface AddItemState {
  duplicateOffering?: number;
  saveToState?: string;
}

const positiveId = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /products-and-services/add and /products-and-services/edit/:id (spec 2 §2.3). */
export function CatalogueItemPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const state = (location.state ?? {}) as AddItemState;
  const editId = params.id === undefined ? null : positiveId(params.id);
  const copyId = editId === null ? positiveId(state.duplicateOffering) : null;
  const item = useCatalogueItem(editId ?? copyId);
  const categories = useOfferingCategories();
  const fees = useActiveFeeStructures();
  const templates = useCustomFieldTemplates();
  const save = useSaveCatalogueItem();
  const idempotencyKey = useIdempotencyKey();
  const remove = useDeleteCatalogueItem();
  const isEdit = params.id !== undefined;

  // spec 2 §2.3 edit?savedOfferingName: a newly added item says it was saved, once.
  const savedName = search.get('savedOfferingName');
  const announced = useRef(false);
  useEffect(() => {
    if (!savedName || announced.current) return;
    announced.current = true;
    notifySuccess(t('catalogue.form.saved', { name: savedName }));
    setSearch({}, { replace: true });
  }, [savedName, setSearch, t]);

  const queries = [categories, fees, templates, ...((editId ?? copyId) ? [item] : [])];
  const loadError = queries.find((query) => query.isError)?.error;
  const isLoading = queries.some((query) => query.isPending);

  /** Answers whether the form stays open on the saved item (ItemForm's onSave). */
  const onSave = async (values: Parameters<typeof itemBody>[0], action: SaveAction): Promise<boolean> => {
    const body = itemBody(values, categories.data ?? []);
    const saved = await save.mutateAsync(
      isEdit && editId !== null
        ? { id: editId, body }
        : { id: null, body, idempotencyKey: idempotencyKey.keyFor(body) },
    );
    idempotencyKey.renew();
    const wizardPath = paymentFormReturnPath(search, saved.id);
    if (action === 'duplicate') {
      notifySuccess(t('catalogue.form.saved', { name: saved.name }));
      navigate(ADD_ITEM_PATH, { state: { duplicateOffering: saved.id } });
    } else if (action === 'add_new') {
      notifySuccess(t('catalogue.form.saved', { name: saved.name }));
      navigate(ADD_ITEM_PATH, { state: {} });
    } else if (wizardPath) {
      // spec 2 §2.2: back to the payment form or buy-now button wizard with the new item chosen.
      notifySuccess(t('catalogue.form.saved', { name: saved.name }));
      navigate(wizardPath);
    } else if (state.saveToState) {
      notifySuccess(t('catalogue.form.saved', { name: saved.name }));
      navigate(state.saveToState);
    } else if (isEdit) {
      notifySuccess(t('catalogue.form.saved', { name: saved.name }));
      return true;
    } else {
      navigate(`${catalogueEditPath(saved.id)}?savedOfferingName=${encodeURIComponent(saved.name)}`);
    }
    return false;
  };

  // spec 2 §7 DELETE offering/{id}/{version}: only the version on screen, so no unseen change is lost.
  const confirmDelete = () => {
    const shown = item.data;
    if (!shown) return;
    confirmServiceAction({
      title: t('catalogue.form.deleteTitle', { name: shown.name }),
      body: t('catalogue.form.deleteBody'),
      confirmLabel: t('catalogue.form.delete'),
      onConfirm: () =>
        remove.mutate(
          { id: shown.id, version: shown.version },
          {
            onSuccess: () => {
              notifySuccess(t('catalogue.form.deleted', { name: shown.name }));
              navigate(CATALOGUE_LIST_PATH);
            },
            onError: (error) => notifyFailure(errorMessage(error)),
          },
        ),
    });
  };

  const defaults =
    item.data && isEdit
      ? itemFormValues(item.data)
      : item.data && copyId !== null
        ? itemFormValues(item.data, t('catalogue.form.copyName', { name: item.data.name }))
        : newItemForm();

  return (
    <Stack gap="lg">
      <PageHeader
        title={isEdit ? t('catalogue.form.editTitle') : t('catalogue.form.addTitle')}
        actions={
          <Group gap="md">
            <Anchor component={Link} to={CATALOGUE_LIST_PATH} size="sm">
              {t('catalogue.form.backToList')}
            </Anchor>
            {isEdit && item.data && (
              <Button
                variant="outline"
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                onClick={confirmDelete}
              >
                {t('catalogue.form.delete')}
              </Button>
            )}
          </Group>
        }
      />
      {isEdit && editId === null && <Alert color="red">{t('catalogue.form.notFound')}</Alert>}
      {loadError && (
        <Alert color="red" role="alert">
          {errorMessage(loadError)}
        </Alert>
      )}
      {isLoading && !loadError && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {!isLoading && !loadError && !(isEdit && editId === null) && (
        <ItemForm
          key={`${location.key}-${item.data?.id ?? 'new'}`}
          defaultValues={defaults}
          item={isEdit ? (item.data ?? null) : null}
          categories={categories.data ?? []}
          feeStructures={fees.data ?? []}
          templates={templates.data ?? []}
          saveError={save.error}
          onSave={onSave}
          onCancel={() =>
            navigate(paymentFormReturnPath(search, null) ?? state.saveToState ?? CATALOGUE_LIST_PATH)
          }
        />
      )}
    </Stack>
  );
}
