import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { sendReceiptBody } from '@paybook/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useSendOrderReceipt } from '../api/send-order-receipt';

interface SendReceiptModalProps {
  orderId: number;
  email: string;
  onClose: () => void;
}

/**
 * spec 3 §2.2 "send receipt" modal, issue 15 point 5 (receipts from the order pages): the e-mail comes
 * prefilled with the customer's. One Idempotency-Key per address while the modal is open (a resend after
 * a lost answer sends once).
 */
export function SendReceiptModal({ orderId, email: initialEmail, onClose }: SendReceiptModalProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const send = useSendOrderReceipt(orderId);

  const submit = () => {
    const parsed = sendReceiptBody.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    send.mutate(
      { body: parsed.data, key: idempotency.keyFor(parsed.data) },
      {
        onSuccess: () => {
          notifySuccess(t('orders.sendReceipt.sent', { email: parsed.data.email }));
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('orders.sendReceipt.title')}
      closeButtonProps={{ 'aria-label': t('orders.closeDialog') }}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('orders.sendReceipt.email')}
            type="email"
            value={email}
            error={error}
            data-autofocus
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('orders.sendReceipt.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('orders.sendReceipt.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
