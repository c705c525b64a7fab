import { Badge } from '@mantine/core';
import type { MerchantOutboxEmail } from '@paybook/contracts/email-templates';
import { useTranslation } from 'react-i18next';

type EmailStatus = MerchantOutboxEmail['status'];

/** Colours dark enough for the badge's white text (WCAG AA). */
const STATUS_COLORS: Record<EmailStatus, string> = {
  pending: 'blue.9',
  sent: 'teal.9',
  failed: 'red.9',
  kept: 'gray.7',
};

/**
 * Ruling 7: an outbox message's delivery (its words in the 'email-status' namespace, which the routes that
 * show the badge load: kept off the sign-in page's bundled texts) in the sent e-mails page's words (decision 172): queued,
 * delivered, bounced; the delivery's last error on hover.
 */
export function EmailStatusBadge({ status, lastError }: { status: EmailStatus; lastError: string | null }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      style={{ width: 'max-content', overflow: 'visible' }}
      title={lastError ?? undefined}
    >
      {t(`emailStatus.${status}`)}
    </Badge>
  );
}
