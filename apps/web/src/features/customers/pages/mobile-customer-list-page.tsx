import { Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { canAddCustomer } from '@paybook/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage } from '@/lib/notify';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-address-search';
import { PageHeader } from '@/ui/page-header';
import { useCustomers } from '../api/get-customers';
import { CustomerCards } from '../components/customer-cards';
import { CustomerFormModal } from '../components/customer-form-modal';
import { customerProfilePath } from '../components/customer-format';
import { DEFAULT_LIST_QUERY } from '../components/customer-list-params';

/** /list (spec 2 §2.1): the simpler mobile list, a search, the customers and an add button. */
export function MobileCustomerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useCustomers({ ...DEFAULT_LIST_QUERY, search: debounced });
  const canAdd = canAddCustomer(subjectFor(useLoginContext()));
  const [isAdding, setIsAdding] = useState(false);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('customers.list.reportName')}
        actions={
          canAdd && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setIsAdding(true)}>
              {t('customers.add')}
            </Button>
          )
        }
      />
      <TextInput
        type="search"
        label={t('customers.list.searchLabel')}
        placeholder={t('customers.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={100}
      />
      {customers.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {customers.isError && <Text c="red">{errorMessage(customers.error)}</Text>}
      {customers.data?.data.length === 0 && <Text c="dimmed">{t('customers.list.empty')}</Text>}
      {customers.data && customers.data.data.length > 0 && (
        <CustomerCards rows={customers.data.data} label={t('customers.list.reportName')} />
      )}
      {canAdd && (
        <CustomerFormModal
          opened={isAdding}
          onClose={() => setIsAdding(false)}
          onSaved={(saved) => navigate(customerProfilePath(saved.id))}
        />
      )}
    </Stack>
  );
}
