import { Button, Group, TextInput } from '@mantine/core';
import type { EmailTemplateBody } from '@paybook/contracts/email-templates';
import { parseTestAddresses } from '@paybook/domain/email-templates/test-addresses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useSendTestEmail } from '../api/send-test-email';

interface SendTestFormProps {
  templateKey: string;
  /** The unsaved texts to test, or null for the saved template. */
  template: EmailTemplateBody | null;
  defaultAddress: string;
}

/** spec 3 §2.5 email-preview's send-test form: comma separated addresses (spec 3 §5), a success or failure flag. */
export function SendTestForm({ templateKey, template, defaultAddress }: SendTestFormProps) {
  const { t } = useTranslation();
  const [addresses, setAddresses] = useState(defaultAddress);
  const [error, setError] = useState<string | null>(null);
  const send = useSendTestEmail();

  const handleSend = () => {
    const { problem } = parseTestAddresses(addresses);
    setError(problem);
    if (problem) return;
    send.mutate(
      { key: templateKey, to_email_addresses: addresses, template, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (result) =>
          notifySuccess(t('notifications.preview.sent', { to: result.sent_to.join(', ') })),
        onError: (failure) => {
          const detail = isApiError(failure)
            ? failure.details.find((d) => d.property === 'to_email_addresses')
            : undefined;
          if (detail) setError(detail.message);
          else notifyFailure(errorMessage(failure), t('notifications.preview.failed'));
        },
      },
    );
  };

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        label={t('notifications.preview.addresses')}
        description={t('notifications.preview.addressesHelp')}
        value={addresses}
        onChange={(event) => setAddresses(event.currentTarget.value)}
        error={error}
        style={{ flex: 1 }}
      />
      <Button mt={46} loading={send.isPending} onClick={handleSend}>
        {t('notifications.preview.send')}
      </Button>
    </Group>
  );
}
