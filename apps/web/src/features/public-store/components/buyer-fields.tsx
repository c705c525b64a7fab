import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AddressFields } from '@/pay-page/lib/store-cart';

export type Buyer = { first_name: string; last_name: string; email: string; phone: string };
export const EMPTY_BUYER: Buyer = { first_name: '', last_name: '', email: '', phone: '' };

interface BuyerFieldsProps {
  buyer: Buyer;
  onBuyer: (buyer: Buyer) => void;
  address: AddressFields;
  onAddress: (address: AddressFields) => void;
  /** The address the chosen items need, if any. */
  addressNeeded: 'shipping' | 'service' | null;
  errors: Record<string, string>;
}

/** Who buys (the receipt goes to the e-mail), and the shipping or service address when an item needs it. */
export function BuyerFields({ buyer, onBuyer, address, onAddress, addressNeeded, errors }: BuyerFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof Buyer, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={buyer[name]}
      error={errors[`customer.${name}`]}
      onChange={(event) => onBuyer({ ...buyer, [name]: event.currentTarget.value })}
      {...extra}
    />
  );
  const part = (name: keyof AddressFields, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={address[name]}
      error={errors[`address.${name}`]}
      onChange={(event) => onAddress({ ...address, [name]: event.currentTarget.value })}
      {...extra}
    />
  );
  return (
    <Stack gap="sm" component="section" aria-label={t('publicStore.yourDetails')}>
      <Text fw={700}>{t('publicStore.yourDetails')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('first_name', t('publicStore.firstName'), { autoComplete: 'given-name', required: true })}
        {field('last_name', t('publicStore.lastName'), { autoComplete: 'family-name', required: true })}
      </SimpleGrid>
      {field('email', t('publicStore.email'), {
        type: 'email',
        autoComplete: 'email',
        required: true,
        description: t('publicStore.emailHint'),
      })}
      {field('phone', t('publicStore.phone'), { type: 'tel', autoComplete: 'tel' })}
      {addressNeeded && (
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {addressNeeded === 'shipping'
              ? t('publicStore.shippingAddress')
              : t('publicStore.serviceAddress')}
          </Text>
          {part('address1', t('publicStore.address1'), { autoComplete: 'address-line1', required: true })}
          {part('address2', t('publicStore.address2'), { autoComplete: 'address-line2' })}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {part('city', t('publicStore.city'), { autoComplete: 'address-level2', required: true })}
            {part('state', t('publicStore.state'), { autoComplete: 'address-level1', required: true })}
            {part('zip_code', t('publicStore.zip'), { autoComplete: 'postal-code', required: true })}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
