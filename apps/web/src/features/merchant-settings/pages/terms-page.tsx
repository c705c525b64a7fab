import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { TERMS_KINDS, type TermsKind } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useTerms } from '../api/get-terms';
import { useRestoreTerms, useSaveTerms } from '../api/save-terms';
import { TermsKindCard } from '../components/terms-kind-card';

/**
 * /settings/terms-and-conditions (spec 3 §2.5, §3.3, §7; decision 182): the seven texts a merchant shows
 * its customers, each saved on its own; a default comes back after a confirmation.
 */
export function TermsPage() {
  const { t } = useTranslation();
  const terms = useTerms();
  const save = useSaveTerms();
  const restore = useRestoreTerms();
  const [busy, setBusy] = useState<{ kind: TermsKind; action: 'save' | 'restore' } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<TermsKind, string>>>({});

  const handleSave = (kind: TermsKind, text: string) => {
    setBusy({ kind, action: 'save' });
    setErrors({});
    save.mutate(
      { terms: [{ kind, text }] },
      {
        onSuccess: () => notifySuccess(t('merchantSettings.terms.saved')),
        onError: (error) =>
          setErrors({
            [kind]: isApiError(error) && error.details[0] ? error.details[0].message : errorMessage(error),
          }),
        onSettled: () => setBusy(null),
      },
    );
  };

  const confirmRestore = (kinds: TermsKind[], title: string) =>
    modals.openConfirmModal({
      title,
      children: t('merchantSettings.terms.restoreBody'),
      labels: { confirm: t('merchantSettings.terms.restoreConfirm'), cancel: t('common.cancel') },
      onConfirm: () => {
        setBusy(kinds.length === 1 && kinds[0] ? { kind: kinds[0], action: 'restore' } : null);
        restore.mutate(
          { kinds },
          {
            // spec 3 §8: 'Defaults have been restored.'
            onSuccess: () => notifySuccess(t('merchantSettings.terms.restored')),
            onError: notifyError,
            onSettled: () => setBusy(null),
          },
        );
      },
    });

  const ownKinds = terms.data?.terms.filter((entry) => !entry.is_default).map((entry) => entry.kind) ?? [];
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t('merchantSettings.terms.title')}
        description={t('merchantSettings.terms.description')}
        actions={
          <Button
            variant="default"
            disabled={ownKinds.length === 0}
            onClick={() => confirmRestore([...TERMS_KINDS], t('merchantSettings.terms.restoreAllTitle'))}
          >
            {t('merchantSettings.terms.restoreAll')}
          </Button>
        }
      />
      {terms.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {terms.isError && (
        <Alert color="red" role="alert">
          {errorMessage(terms.error)}
        </Alert>
      )}
      {terms.data?.terms.map((entry) => (
        <TermsKindCard
          key={entry.kind}
          entry={entry}
          isSaving={busy?.kind === entry.kind && busy.action === 'save'}
          isRestoring={busy?.kind === entry.kind && busy.action === 'restore'}
          error={errors[entry.kind]}
          onSave={(text) => handleSave(entry.kind, text)}
          onRestore={() =>
            confirmRestore(
              [entry.kind],
              t('merchantSettings.terms.restoreTitle', {
                kind: t(`merchantSettings.terms.kinds.${entry.kind}.title`),
              }),
            )
          }
        />
      ))}
    </Stack>
  );
}
