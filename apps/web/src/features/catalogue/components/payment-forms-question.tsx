import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { DeactivationQuestion } from '@/features/services/components/service-status-switch';
import { i18n } from '@/lib/i18n';
import { type ActivePaymentForm, getActivePaymentForms } from '../api/offering-payment-forms';

// spec 2 §4 Offering: "Deactivating an item that has active payment forms asks for confirmation and
// deactivates those forms too" (the server's trigger deactivates them with the item, decision 164).

/** "These payment forms will be deactivated too: …", or null when no active form sells the items. */
export function paymentFormsNotice(forms: readonly ActivePaymentForm[]): string | null {
  if (forms.length === 0) return null;
  return i18n.t('catalogue.paymentForms.notice', {
    count: forms.length,
    names: forms.map((form) => form.name).join(', '),
  });
}

/** The question before one item is deactivated, or null when no active form sells it. */
export async function paymentFormsQuestion(item: {
  id: number;
  name: string;
}): Promise<DeactivationQuestion | null> {
  const notice = paymentFormsNotice(await getActivePaymentForms([item.id]));
  if (notice === null) return null;
  return {
    title: i18n.t('catalogue.paymentForms.title', { name: item.name }),
    body: notice,
    confirmLabel: i18n.t('catalogue.bulk.deactivate'),
  };
}

/** Asks the question in a confirm dialog; resolves whether the user confirmed. */
export function confirmDeactivation(question: DeactivationQuestion): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: question.title,
      children: <Text size="sm">{question.body}</Text>,
      labels: { confirm: question.confirmLabel, cancel: i18n.t('common.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': i18n.t('catalogue.close') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
