import { Anchor, Group, Modal, Text } from '@mantine/core';
import type { PublicDesign } from '@paybook/contracts';
import type { TermsKind } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { termsTextOf } from './use-public-design';

/** Labels written out so the route's namespace check sees them (public-design.json). */
const LINK_KEYS: Partial<Record<TermsKind, string>> = {
  PrivacyPolicy: 'publicDesign.links.PrivacyPolicy',
  TermsAndConditions: 'publicDesign.links.TermsAndConditions',
  InvoiceTermsOfSale: 'publicDesign.links.InvoiceTermsOfSale',
  DeliveryTerms: 'publicDesign.links.DeliveryTerms',
};

/**
 * Links to the merchant's texts that apply on this page (the domain's termsShownAt), each opening the text
 * in a dialog (issue 26 point 4). A text the merchant emptied is not linked.
 */
export function PublicTermsLinks({ design, kinds }: { design: PublicDesign; kinds: readonly TermsKind[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TermsKind | null>(null);
  const shown = kinds.filter((kind) => LINK_KEYS[kind] && termsTextOf(design, kind).trim() !== '');
  if (shown.length === 0) return null;
  const title = (kind: TermsKind) => t(LINK_KEYS[kind] ?? '');
  return (
    <>
      <Group justify="center" gap="md" component="nav" aria-label={t('publicDesign.linksLabel')}>
        {shown.map((kind) => (
          <Anchor
            key={kind}
            component="button"
            type="button"
            size="xs"
            c="dimmed"
            onClick={() => setOpen(kind)}
          >
            {title(kind)}
          </Anchor>
        ))}
      </Group>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open ? title(open) : ''} centered>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {open ? termsTextOf(design, open) : ''}
        </Text>
      </Modal>
    </>
  );
}
