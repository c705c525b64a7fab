import { Alert, Group, Stack, Textarea } from '@mantine/core';
import type { AcceptedPaymentType, Store } from '@paybook/contracts';
import { embedCodeProblem, formAcceptance } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/ui/copy-button';
import { ExternalLink } from '@/ui/external-link';
import { buyButtonSnippet } from '../lib/buy-button-snippet';

interface EmbedCodePanelProps {
  store: Pick<Store, 'name' | 'full_url' | 'is_active' | 'accept_cc' | 'accept_ach'>;
  merchantAccepts: readonly AcceptedPaymentType[];
}

/**
 * spec 2 §2.2 the buy-now button's embed code (the wizard's last step, and the list's Embed code action):
 * the snippet in a read-only box, a Copy button that highlights the box while it says so, and the hosted
 * checkout. spec 2 §5: "Embed code requires at least one of card or ACH": without either, the reason, no code.
 */
export function EmbedCodePanel({ store, merchantAccepts }: EmbedCodePanelProps) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);
  const problem = embedCodeProblem(formAcceptance(store, merchantAccepts));
  if (problem)
    return (
      <Alert color="orange" role="alert">
        {problem}
      </Alert>
    );
  return (
    <Stack gap="md">
      {!store.is_active && <Alert color="orange">{t('stores.buyButton.embed.notActive')}</Alert>}
      <Textarea
        label={t('stores.buyButton.embed.code')}
        description={t('stores.buyButton.embed.codeHint')}
        value={buyButtonSnippet(store.full_url)}
        readOnly
        autosize
        minRows={2}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        data-copied={isCopied || undefined}
        styles={{
          input: {
            fontFamily: 'var(--mantine-font-family-monospace)',
            fontSize: 13,
            transition: 'background-color 200ms, border-color 200ms, box-shadow 200ms',
            ...(isCopied && {
              backgroundColor: 'var(--mantine-color-teal-0)',
              borderColor: 'var(--mantine-color-teal-7)',
              boxShadow: '0 0 0 2px var(--mantine-color-teal-3)',
            }),
          },
        }}
      />
      <Group gap="sm">
        <CopyButton
          value={buyButtonSnippet(store.full_url)}
          label={t('stores.buyButton.embed.copy')}
          onCopiedChange={setCopied}
        />
        <ExternalLink href={store.full_url} size="sm">
          {t('stores.buyButton.embed.open')}
        </ExternalLink>
      </Group>
    </Stack>
  );
}
