import { Alert, Button, Divider, Group, Loader, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PosCustomer } from '@paybook/contracts';
import { isCustomerSearchable } from '@paybook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCustomer } from '@/features/customers/api/save-customer';
import { isApiError } from '@/lib/api-error';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage } from '@/lib/notify';
import { useExistingPosCustomer } from '../api/find-pos-customer';
import { matchPosCustomer } from '../api/match-pos-customer';
import { usePosCustomerSearch } from '../api/search-pos-customers';
import { CustomerStats } from './customer-stats';
import classes from './pos.module.css';
import { PosModal } from './pos-modal';

interface SelectCustomerModalProps {
  opened: boolean;
  onClose: () => void;
  onSelect: (customer: PosCustomer) => void;
}

const EMPTY_DRAFT = { first_name: '', last_name: '', email: '' };

/**
 * spec 3 §2.6 select-customer: search the customers with their stats (PUT customers_stats/search, from
 * more than 2 characters), or add a quick one (first and last name, e-mail), offering the customer already
 * on file for those details first (PUT customer/stats/find).
 */
export function SelectCustomerModal({ opened, onClose, onSelect }: SelectCustomerModalProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const canSearch = isCustomerSearchable(debounced);
  const results = usePosCustomerSearch(debounced.trim(), opened && canSearch);
  const [isCreating, setIsCreating] = useState(false);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [typed] = useDebouncedValue(draft, 400);
  const existing = useExistingPosCustomer({
    email: typed.email.trim(),
    first_name: typed.first_name.trim(),
    last_name: typed.last_name.trim(),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCustomer();
  const key = useIdempotencyKey();

  useEffect(() => {
    if (!opened) return;
    setQuery('');
    setIsCreating(false);
    setDraft(EMPTY_DRAFT);
    setErrors({});
  }, [opened]);

  const choose = (customer: PosCustomer) => {
    onSelect(customer);
    onClose();
  };

  /** spec 3 §7 POST customer/stats/matched/{id}: a customer known by id, with stats. */
  const chooseById = (id: number) =>
    matchPosCustomer(id).then(choose, (error: unknown) => setErrors({ form: errorMessage(error) }));

  const create = () => {
    const body = { ...draft };
    const missing: Record<string, string> = {};
    if (!body.first_name.trim()) missing.first_name = t('pointOfSale.customer.firstNameRequired');
    if (!body.last_name.trim()) missing.last_name = t('pointOfSale.customer.lastNameRequired');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    save.mutate(
      { id: null, body, idempotencyKey: key.keyFor(body) },
      {
        onSuccess: (saved) => {
          key.renew();
          void chooseById(saved.id);
        },
        onError: (error) => {
          const fieldErrors: Record<string, string> = {};
          if (isApiError(error))
            for (const detail of error.details) fieldErrors[detail.property] = detail.message;
          setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: errorMessage(error) });
        },
      },
    );
  };

  const found = existing.data ?? null;

  return (
    <PosModal opened={opened} onClose={onClose} title={t('pointOfSale.customer.title')} size="md">
      {isCreating ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            create();
          }}
        >
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput
                label={t('pointOfSale.customer.firstName')}
                withAsterisk
                data-autofocus
                value={draft.first_name}
                error={errors.first_name}
                onChange={(event) => setDraft({ ...draft, first_name: event.currentTarget.value })}
              />
              <TextInput
                label={t('pointOfSale.customer.lastName')}
                withAsterisk
                value={draft.last_name}
                error={errors.last_name}
                onChange={(event) => setDraft({ ...draft, last_name: event.currentTarget.value })}
              />
            </Group>
            <TextInput
              label={t('pointOfSale.customer.email')}
              type="email"
              value={draft.email}
              error={errors.email}
              onChange={(event) => setDraft({ ...draft, email: event.currentTarget.value })}
            />
            {found && (
              <Alert color="blue" p="xs" data-testid="pos-existing-customer">
                <Stack gap={6}>
                  <Text size="sm">
                    {t('pointOfSale.customer.alreadyCustomer', {
                      name: `${found.first_name} ${found.last_name}`,
                    })}
                  </Text>
                  <CustomerStats customer={found} />
                  <Button size="xs" variant="light" onClick={() => choose(found)}>
                    {t('pointOfSale.customer.useExisting')}
                  </Button>
                </Stack>
              </Alert>
            )}
            {errors.form && (
              <Text c="red.9" size="sm" role="alert">
                {errors.form}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setIsCreating(false)}>
                {t('pointOfSale.customer.backToSearch')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('pointOfSale.customer.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <TextInput
            label={t('pointOfSale.customer.search')}
            description={t('pointOfSale.customer.searchHint')}
            data-autofocus
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            rightSection={results.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
          />
          {canSearch && results.data && (
            <Stack
              component="ul"
              className={classes.list}
              gap={0}
              aria-label={t('pointOfSale.customer.results')}
            >
              {results.data.data.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('pointOfSale.customer.noResults')}
                </Text>
              ) : (
                results.data.data.map((customer) => (
                  <li key={customer.id}>
                    <NavLink
                      component="button"
                      type="button"
                      label={`${customer.first_name} ${customer.last_name}`}
                      description={
                        <>
                          <Text component="span" size="xs" className={classes.wrap}>
                            {customer.email || customer.phone}
                          </Text>
                          <CustomerStats customer={customer} />
                        </>
                      }
                      onClick={() => choose(customer)}
                    />
                  </li>
                ))
              )}
            </Stack>
          )}
          {canSearch && results.data && results.data.total_item_count > results.data.data.length && (
            <Text size="xs" c="dimmed">
              {t('pointOfSale.customer.narrow', {
                shown: results.data.data.length,
                total: results.data.total_item_count,
              })}
            </Text>
          )}
          {errors.form && (
            <Text c="red.9" size="sm" role="alert">
              {errors.form}
            </Text>
          )}
          <Divider label={t('pointOfSale.customer.or')} />
          <Button variant="light" onClick={() => setIsCreating(true)}>
            {t('pointOfSale.customer.quickCreate')}
          </Button>
        </Stack>
      )}
    </PosModal>
  );
}
