import { Anchor, Flex, Group, Text } from '@mantine/core';
import type { PublicBusinessContact } from '@paybook/contracts';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The digits (and a leading +) of a phone number, for a tel: link. */
const telOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * Issue 16 point 5: where the business is and how to call it. A part the business has not given is not
 * shown; nothing given, nothing shown. `isInline` (the booking page's header, issue 24 point 4): the
 * address on one line and the phone beside it, so the services stay in sight.
 */
export function BusinessContact({
  business,
  name,
  isInline = false,
}: {
  business: PublicBusinessContact;
  name: string;
  isInline?: boolean;
}) {
  const { t } = useTranslation();
  const { address_lines: address, phone } = business;
  if (address.length === 0 && !phone) return null;
  return (
    <Flex
      direction={isInline ? 'row' : 'column'}
      wrap="wrap"
      gap={isInline ? { base: 4, xs: 'lg' } : 6}
      component="address"
      role="group"
      style={{ fontStyle: 'normal' }}
      aria-label={t('publicBooking.contact.label', { name })}
    >
      {address.length > 0 && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" data-testid="business-address">
            {isInline
              ? address.join(', ')
              : address.map((line, index) => (
                  <span key={line}>
                    {index > 0 && <br />}
                    {line}
                  </span>
                ))}
          </Text>
        </Group>
      )}
      {phone && (
        <Group gap="xs" wrap="nowrap">
          <IconPhone size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Anchor
            size="sm"
            href={`tel:${telOf(phone)}`}
            aria-label={t('publicBooking.contact.call', { phone })}
          >
            {phone}
          </Anchor>
        </Group>
      )}
    </Flex>
  );
}
