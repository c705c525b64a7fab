import { Anchor, Button, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import {
  CUSTOMER_PASSWORD_RESET_REQUIREMENT,
  canDeleteCustomer,
  canEditCustomer,
  canResetCustomerPassword,
  meets,
} from '@paybook/domain';
import { READ_ORDER_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';
import { IconArrowLeft, IconCalendarPlus, IconPencil, IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifyFailure } from '@/lib/notify';
import { canOpen } from '@/lib/route-access';
import { PageHeader } from '@/ui/page-header';
import { useCustomer } from '../api/get-customer';
import { CustomerFormModal } from '../components/customer-form-modal';
import { customerName, customerProfilePath } from '../components/customer-format';
import { DEFAULT_REPORT_ID } from '../components/customer-list-params';
import { DeleteCustomerButton } from '../components/delete-customer-button';
import { PastDueNotice } from '../components/past-due-notice';
import type { ProfileContext } from '../components/profile-context';
import { ResetPasswordButton } from '../components/reset-password-button';

const LIST_PATH = `/customer/list?reportId=${DEFAULT_REPORT_ID}`;
type ProfileTab = 'overview' | 'timeline' | 'payment-methods' | 'addresses';

function currentTab(pathname: string): ProfileTab {
  if (pathname.endsWith('/timeline')) return 'timeline';
  if (pathname.endsWith('/addresses')) return 'addresses';
  if (pathname.endsWith('/payment-methods')) return 'payment-methods';
  return 'overview';
}

/**
 * /customer/profile/:customerId (spec 2 §2.1): the header, its actions and the overview, timeline,
 * payment-methods and addresses tabs.
 */
export function CustomerProfilePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = Number(useParams().customerId);
  const isValidId = Number.isSafeInteger(id) && id > 0;
  const customer = useCustomer(isValidId ? id : 0);
  const subject = subjectFor(useLoginContext());
  const [isEditing, setIsEditing] = useState(false);

  // spec 2 §2.1: a profile that fails to load sends the user back to the customer list.
  const failed = !isValidId || customer.isError;
  useEffect(() => {
    if (customer.isError) notifyFailure(errorMessage(customer.error), t('customers.profile.loadFailed'));
  }, [customer.isError, customer.error, t]);
  if (failed) return <Navigate to={LIST_PATH} replace />;
  if (customer.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} role="status" />
      </Center>
    );
  }

  const data = customer.data;
  const tabs: ProfileTab[] = [
    'overview',
    ...(canOpen(subject, 'customer.profile.timeline') ? (['timeline'] as const) : []),
    'payment-methods',
    'addresses',
  ];
  const context: ProfileContext = { customer: data, onEdit: () => setIsEditing(true) };
  const actions = (
    <Group gap="xs">
      {subject.claims.has('customers.schedule-appointment') && (
        <Button
          component={Link}
          to={`/appointments?showAddModal=true&customer=${data.id}`}
          variant="light"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
        >
          {t('customers.profile.bookAppointment')}
        </Button>
      )}
      {canOpen(subject, 'pos') && (
        <Button
          component={Link}
          to={`/pos?customerId=${data.id}`}
          variant="light"
          leftSection={<IconShoppingCart size={16} aria-hidden />}
        >
          {t('customers.profile.newSale')}
        </Button>
      )}
      {canEditCustomer(subject) && (
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={context.onEdit}>
          {t('customers.profile.edit')}
        </Button>
      )}
      {/* spec 2 §4: offered only when the customer has a user name. */}
      {meets(subject, CUSTOMER_PASSWORD_RESET_REQUIREMENT) && canResetCustomerPassword(data) && (
        <ResetPasswordButton customer={data} />
      )}
      {canDeleteCustomer(subject) && <DeleteCustomerButton customer={data} />}
    </Group>
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={LIST_PATH} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('customers.profile.back')}
      </Anchor>
      <PageHeader title={customerName(data)} actions={actions} />
      <Text c="dimmed" mt={-12}>
        {t('customers.profile.number', { number: data.customer_number })}
      </Text>
      {meets(subject, READ_ORDER_REQUIREMENT) && <PastDueNotice customerId={data.id} />}
      <Tabs value={currentTab(pathname)}>
        <Tabs.List aria-label={t('customers.profile.tabs.label')}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              renderRoot={(props) => <Link {...props} to={customerProfilePath(data.id, tab)} />}
            >
              {t(`customers.profile.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={context} />
      <CustomerFormModal opened={isEditing} customer={data} onClose={() => setIsEditing(false)} />
    </Stack>
  );
}
