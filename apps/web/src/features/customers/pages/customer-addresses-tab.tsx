import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { CustomerAddress } from '@paybook/contracts';
import { canEditAddresses } from '@paybook/domain';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { useProfileContext } from '../components/profile-context';

function AddressCard({
  id,
  title,
  name,
  address,
}: {
  id: string;
  title: string;
  name?: string;
  address: CustomerAddress | null;
}) {
  const { t } = useTranslation();
  const lines = address
    ? [
        name,
        address.street_address1,
        address.street_address2,
        [address.city, [address.state_code, address.zip_code].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        address.country,
      ].filter(Boolean)
    : [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {lines.length > 0 ? (
        <Text component="address" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
          {lines.join('\n')}
        </Text>
      ) : (
        <Text c="dimmed">{t('customers.addresses.none')}</Text>
      )}
    </Card>
  );
}

/** The profile's addresses tab (spec 2 §2.1): billing and shipping, edited with the customer form (spec 2 §6). */
export function CustomerAddressesTab() {
  const { t } = useTranslation();
  const { customer, onEdit } = useProfileContext();
  const canEdit = canEditAddresses(subjectFor(useLoginContext()));
  const shippingName = [
    customer.shipping_first_name,
    customer.shipping_middle_name,
    customer.shipping_last_name,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <AddressCard
        id="billing-address"
        title={t('customers.sections.billing')}
        address={customer.billing_address}
      />
      <AddressCard
        id="shipping-address"
        title={
          customer.shipping_same_as_billing
            ? t('customers.addresses.shippingSame')
            : t('customers.sections.shipping')
        }
        name={[shippingName, customer.shipping_company].filter(Boolean).join(', ')}
        address={customer.shipping_address}
      />
      {canEdit && (
        <Group>
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('customers.addresses.edit')}
          </Button>
        </Group>
      )}
    </SimpleGrid>
  );
}
