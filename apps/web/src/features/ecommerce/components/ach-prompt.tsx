import type { Store } from '@paybook/contracts';
import type { AccessSubject } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useAchPromptShown, useAnswerAchPrompt } from '../api/ach-prompt';
import { mayOfferAch } from '../lib/ach-prompt';
import { EnableAchModal } from './enable-ach-modal';

/**
 * spec 2 §2.2 the enable-bank-payments prompt, once per merchant (merchant_config/is_op_completed): take
 * bank payments on every store and form (stores/enableAch); either answer records it as shown.
 */
export function AchPrompt({ subject, stores }: { subject: AccessSubject; stores: readonly Store[] }) {
  const { t } = useTranslation();
  const mayOffer = mayOfferAch(subject, stores);
  const shown = useAchPromptShown(mayOffer);
  const answer = useAnswerAchPrompt();

  const handleAnswer = (enable: boolean) =>
    answer.mutate(enable, {
      onSuccess: (enabled) => {
        if (enabled) notifySuccess(t('stores.ach.enabled', { count: enabled.updated_count }));
      },
      onError: (error) => notifyFailure(errorMessage(error)),
    });

  return (
    <EnableAchModal
      opened={mayOffer && shown.data === false}
      isSaving={answer.isPending}
      onAnswer={handleAnswer}
    />
  );
}
