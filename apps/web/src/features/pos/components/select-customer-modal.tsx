import { Button, Divider, Group, Loader, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuickCustomerSearch } from '@/features/calendar/api/customer-search';
import { useSaveCustomer } from '@/features/customers/api/save-customer';
import { isApiError } from '@/lib/api-error';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage } from '@/lib/notify';
import type { PosCustomer } from '../lib/cart-state';
import classes from './pos.module.css';
import { PosModal } from './pos-modal';

/** spec 3 §5, §9: "customer search needs more than 2 characters". */
export const CUSTOMER_SEARCH_MIN_LENGTH = 3;

interface SelectCustomerModalProps {
  opened: boolean;
  onClose: () => void;
  onSelect: (customer: PosCustomer) => void;
}

/** spec 3 §2.6 select-customer: search the customers, or add a quick one (first and last name, e-mail). */
export function SelectCustomerModal({ opened, onClose, onSelect }: SelectCustomerModalProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const canSearch = debounced.trim().length >= CUSTOMER_SEARCH_MIN_LENGTH && !debounced.startsWith(' ');
  const results = useQuickCustomerSearch(debounced, opened && canSearch);
  const [isCreating, setIsCreating] = useState(false);
  const [draft, setDraft] = useState({ first_name: '', last_name: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCustomer();
  const key = useIdempotencyKey();

  useEffect(() => {
    if (!opened) return;
    setQuery('');
    setIsCreating(false);
    setDraft({ first_name: '', last_name: '', email: '' });
    setErrors({});
  }, [opened]);

  const choose = (customer: PosCustomer) => {
    onSelect(customer);
    onClose();
  };

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
          choose({
            id: saved.id,
            first_name: saved.first_name,
            last_name: saved.last_name,
            email: saved.email,
          });
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
                      description={customer.email || customer.phone}
                      onClick={() => choose(customer)}
                    />
                  </li>
                ))
              )}
            </Stack>
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
