import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { duplicateStoreName } from '@paybook/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { useSaveStore } from '../api/save-store';
import { duplicateBodyOf } from '../lib/store-body';

/** spec 2 §2.2 the duplicate modal; spec 2 §4 Duplicate: the copy is named '{name} - Copy' and is a draft. */
export function DuplicateStoreModal({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={store !== null}
      onClose={onClose}
      title={t('stores.duplicate.title', { name: store?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('stores.closeDialog') }}
    >
      {store && <DuplicateForm key={store.id} store={store} onClose={onClose} />}
    </Modal>
  );
}

/** The name field's message for a refused copy: spec 2 §8 puts url_name's 'Store name must be unique' on name. */
function nameProblem(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const detail = error.details.find((item) => item.property === 'name' || item.property === 'url_name');
  return detail?.message ?? null;
}

function DuplicateForm({ store, onClose }: { store: Store; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(() => duplicateStoreName(store.name));
  const save = useSaveStore();
  const idempotencyKey = useIdempotencyKey();
  const fieldError = nameProblem(save.error);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = duplicateBodyOf(store, name);
    save.mutate(
      { id: null, body, idempotencyKey: idempotencyKey.keyFor(body) },
      {
        onSuccess: ({ data }) => {
          idempotencyKey.renew();
          notifySuccess(t('stores.duplicate.done', { name: data.name }));
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('stores.duplicate.body')}</Text>
        <TextInput
          label={t('stores.duplicate.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            save.reset();
          }}
          maxLength={100}
          required
          error={fieldError}
          data-autofocus
        />
        {save.isError && fieldError === null && <FormError message={errorMessage(save.error)} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={name.trim() === ''}>
            {t('stores.duplicate.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
