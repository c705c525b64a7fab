import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelInvoice, useResendInvoice } from '../api/invoice-actions';
import { emailsOf } from '../lib/builder-form';

/** spec 3 §2.2 "resend invoice" modal; §5: it needs recipient e-mails. */
export function ResendInvoiceModal({
  orderId,
  emails,
  onClose,
}: {
  orderId: number;
  emails: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(emails.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const resend = useResendInvoice(orderId);
  const submit = () => {
    const list = emailsOf(text);
    if (list.length === 0) {
      setError(t('invoices.resend.needEmails'));
      return;
    }
    resend.mutate(
      { body: { emails: list }, key },
      { onSuccess: onClose, onError: (failure) => setError(failure.message) },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('invoices.resend.title')} centered>
      <Stack>
        <TextInput
          label={t('invoices.resend.emails')}
          description={t('invoices.resend.hint')}
          value={text}
          error={error}
          data-autofocus
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invoices.modal.nevermind')}
          </Button>
          <Button loading={resend.isPending} onClick={submit}>
            {t('invoices.resend.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** spec 3 §2.2 "cancel order" for an invoice; §5: the notification e-mail is optional. */
export function CancelInvoiceModal({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const cancel = useCancelInvoice(orderId);
  return (
    <Modal opened onClose={onClose} title={t('invoices.cancel.title')} centered>
      <Stack>
        <Text>{t('invoices.cancel.body')}</Text>
        <Checkbox
          label={t('invoices.cancel.notify')}
          checked={notify}
          onChange={(event) => setNotify(event.currentTarget.checked)}
        />
        {error && (
          <Text c="red.8" role="alert">
            {t('invoices.cancel.failed')}: {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invoices.modal.nevermind')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { body: { notify_customer: notify }, key },
                { onSuccess: onClose, onError: (failure) => setError(failure.message) },
              )
            }
          >
            {t('invoices.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
