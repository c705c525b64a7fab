import { Anchor, Button, Card, Group, Stack, Title } from '@mantine/core';
import {
  CALENDAR_REQUIREMENT,
  CHECKBOX_TYPE,
  canEditCustomer,
  isChecked,
  meets,
  needFeature,
  phoneAsWritten,
  sortCustomFields,
} from '@paybook/domain';
import { READ_ORDER_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';
import {
  RECURRING_PAYMENT_REQUIREMENT,
  SCHEDULED_INVOICE_REQUIREMENT,
} from '@paybook/domain/recurring/schedule-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecentOrdersCard } from '@/features/orders/components/recent-orders-card';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { formatDateTime } from '@/lib/date-format';
import { canOpen } from '@/lib/route-access';
import { BillingSchedulesCard } from '../components/billing-schedules-card';
import { CustomFieldsModal } from '../components/custom-fields-modal';
import { CustomerVisitsCard } from '../components/customer-visits-card';
import { DetailList } from '../components/detail-list';
import { InvoicesCard } from '../components/invoices-card';
import { useProfileContext } from '../components/profile-context';
import { RecurringInvoicesCard } from '../components/recurring-invoices-card';
import { RecurringPaymentsCard } from '../components/recurring-payments-card';
import { StatementCard } from '../components/statement-card';

/**
 * The profile's overview tab (spec 2 §2.1): contact details, the customer's appointments (issue 16 point 7,
 * for users of the calendar, as the server's rule), billing schedules and statement (issue 25 point 8, for
 * users who read orders) and custom fields sorted by label (spec 2 §3).
 */
export function CustomerOverviewTab() {
  const { t } = useTranslation();
  const { customer } = useProfileContext();
  const subject = subjectFor(useLoginContext());
  const [editingFields, setEditingFields] = useState(false);
  const mail = (email: string) => (email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : '');
  const contact = [
    { label: t('customers.fields.customerNumber'), value: customer.customer_number },
    { label: t('customers.fields.company'), value: customer.company },
    { label: t('customers.fields.email'), value: mail(customer.email) },
    { label: t('customers.fields.phone'), value: phoneAsWritten(customer.phone) },
    { label: t('customers.fields.altEmail'), value: mail(customer.alt_email) },
    { label: t('customers.fields.altPhone'), value: phoneAsWritten(customer.alt_phone) },
    { label: t('customers.fields.website'), value: customer.website },
    { label: t('customers.fields.customerAccount'), value: customer.customer_account },
    { label: t('customers.fields.userName'), value: customer.user_name },
    { label: t('customers.fields.created'), value: formatDateTime(customer.created_at) },
  ];
  const customFields = sortCustomFields(customer.custom_fields).map((field) => ({
    label: field.label,
    value:
      field.type === CHECKBOX_TYPE
        ? t(isChecked(field.value) ? 'customers.customFields.yes' : 'customers.customFields.no')
        : field.value,
  }));

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="customer-contact">
        <Title order={2} size="h4" id="customer-contact" mb="md">
          {t('customers.sections.contact')}
        </Title>
        <DetailList details={contact} />
      </Card>
      {meets(subject, CALENDAR_REQUIREMENT) && <CustomerVisitsCard customerId={customer.id} />}
      {/* spec 2 §2.1 money widgets (issue 25 point 8); invoices, recurring invoices and recurring payments
          show 'view more' above 5 (VIEW_MORE_AFTER). */}
      {meets(subject, READ_ORDER_REQUIREMENT) && <BillingSchedulesCard customerId={customer.id} />}
      {meets(subject, READ_ORDER_REQUIREMENT) && meets(subject, needFeature('invoice_tab')) && (
        <InvoicesCard customerId={customer.id} />
      )}
      {meets(subject, SCHEDULED_INVOICE_REQUIREMENT) && <RecurringInvoicesCard customerId={customer.id} />}
      {meets(subject, RECURRING_PAYMENT_REQUIREMENT) && <RecurringPaymentsCard customerId={customer.id} />}
      {meets(subject, READ_ORDER_REQUIREMENT) && <StatementCard customerId={customer.id} />}
      <Card withBorder padding="lg" component="section" aria-labelledby="customer-custom-fields">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4" id="customer-custom-fields">
            {t('customers.sections.customFields')}
          </Title>
          {canEditCustomer(subject) && (
            <Button variant="default" size="xs" onClick={() => setEditingFields(true)}>
              {t('customers.customFields.edit')}
            </Button>
          )}
        </Group>
        {customFields.length > 0 ? <DetailList details={customFields} /> : t('customers.customFields.none')}
      </Card>
      {canEditCustomer(subject) && (
        <CustomFieldsModal
          customer={customer}
          opened={editingFields}
          onClose={() => setEditingFields(false)}
        />
      )}
      {canOpen(subject, 'reports.details.order') && <RecentOrdersCard customerId={customer.id} />}
    </Stack>
  );
}
