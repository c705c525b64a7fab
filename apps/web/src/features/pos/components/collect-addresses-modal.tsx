import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type CheckoutAddressInput, checkoutAddress } from '@paybook/contracts';
import { countryOfState } from '@paybook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PosModal } from './pos-modal';

type AddressType = 'shipping' | 'service';

interface CollectAddressesModalProps {
  opened: boolean;
  types: readonly AddressType[];
  addresses: readonly CheckoutAddressInput[];
  onSave: (addresses: CheckoutAddressInput[]) => void;
  onClose: () => void;
  /** After a save has closed the modal (the checkout opens next when it asked for the addresses). */
  onSaved?: () => void;
}

interface Draft {
  company_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
}

const emptyDraft: Draft = { company_name: '', address1: '', address2: '', city: '', state: '', zip_code: '' };
const FIELDS = ['company_name', 'address1', 'address2', 'city', 'state', 'zip_code'] as const;

/**
 * spec 3 §2.6 collect-addresses: the shipping and service addresses the cart's items ask for. The contract
 * strips the zip's spaces and sets the country from the state (CA for a Canadian province, spec 3 §5).
 */
export function CollectAddressesModal({
  opened,
  types,
  addresses,
  onSave,
  onClose,
  onSaved,
}: CollectAddressesModalProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Record<AddressType, Draft>>({
    shipping: emptyDraft,
    service: emptyDraft,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    const of = (type: AddressType): Draft => {
      const found = addresses.find((address) => address.address_types.includes(type));
      return found
        ? {
            company_name: found.company_name ?? '',
            address1: found.address1,
            address2: found.address2 ?? '',
            city: found.city,
            state: found.state,
            zip_code: found.zip_code,
          }
        : emptyDraft;
    };
    setDrafts({ shipping: of('shipping'), service: of('service') });
  }, [opened, addresses]);

  const save = () => {
    const found: Record<string, string> = {};
    const saved: CheckoutAddressInput[] = [];
    for (const type of types) {
      const input: CheckoutAddressInput = { ...drafts[type], address_types: [type] };
      const parsed = checkoutAddress.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) found[`${type}.${String(issue.path[0])}`] ??= issue.message;
      } else {
        saved.push({ ...input, zip_code: parsed.data.zip_code, state: parsed.data.state });
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave(saved);
    onClose();
    onSaved?.();
  };

  return (
    <PosModal opened={opened} onClose={onClose} title={t('pointOfSale.addresses.title')} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          {types.map((type, typeIndex) => (
            <Stack gap="xs" key={type} role="group" aria-labelledby={`pos-address-${type}`}>
              <Group gap="xs">
                <Title order={3} size="h5" id={`pos-address-${type}`}>
                  {t(`pointOfSale.addresses.${type}`)}
                </Title>
                {drafts[type].state.trim() !== '' && (
                  <Badge variant="light" size="sm" data-testid={`pos-address-${type}-country`}>
                    {countryOfState(drafts[type].state)}
                  </Badge>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                {FIELDS.map((field, fieldIndex) => (
                  <TextInput
                    key={field}
                    label={t(`pointOfSale.addresses.fields.${field}`)}
                    data-autofocus={typeIndex === 0 && fieldIndex === 0 ? true : undefined}
                    withAsterisk={
                      field === 'address1' || field === 'city' || field === 'state' || field === 'zip_code'
                    }
                    value={drafts[type][field]}
                    error={errors[`${type}.${field}`]}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setDrafts((current) => ({ ...current, [type]: { ...current[type], [field]: value } }));
                    }}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          {types.length === 0 && <Text c="dimmed">{t('pointOfSale.addresses.none')}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('pointOfSale.addresses.save')}</Button>
          </Group>
        </Stack>
      </form>
    </PosModal>
  );
}
