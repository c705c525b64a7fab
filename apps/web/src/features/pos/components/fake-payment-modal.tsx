import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '@/lib/money-format';
import { DEMO_BANK, DemoPaymentFields, demoCard, useDemoPaymentForms } from './demo-payment-fields';
import { PosModal } from './pos-modal';

interface FakePaymentModalProps {
  kind: 'card' | 'ach' | null;
  totalCents: number;
  /** The merchant's today, for the card's expiry. */
  today: string;
  internationalZip: boolean;
  onClose: () => void;
}

/**
 * spec 3 §4.8, §2.6 free-trial fake card and ACH modals: a free-trial merchant walks through a card or ACH
 * sale that charges nothing, with the fields it would take (issue 24 point 2), ends on a dummy success, and
 * is offered the upgrade (ruling 12: the in-app /upgrade). The cart stays: nothing was sold.
 */
export function FakePaymentModal({
  kind,
  totalCents,
  today,
  internationalZip,
  onClose,
}: FakePaymentModalProps) {
  const { t } = useTranslation();
  const [isDone, setIsDone] = useState(false);
  const forms = useDemoPaymentForms(today, internationalZip);
  // Each opening starts a new demo with the test values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the forms.
  useEffect(() => {
    if (!kind) return;
    setIsDone(false);
    forms.card.reset(demoCard(today));
    forms.bank.reset(DEMO_BANK);
  }, [kind]);
  const title = kind === 'ach' ? t('pointOfSale.freeTrial.achTitle') : t('pointOfSale.freeTrial.cardTitle');
  return (
    <PosModal opened={kind !== null} onClose={onClose} title={title} data-testid="pos-fake-payment">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isDone) onClose();
          else
            void (kind === 'ach' ? forms.bank : forms.card).trigger().then((isValid) => setIsDone(isValid));
        }}
        noValidate
      >
        <Stack gap="md">
          {isDone ? (
            <Stack gap="xs" align="center">
              <IconCircleCheck size={44} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text fw={700}>{t('pointOfSale.freeTrial.success', { amount: formatCents(totalCents) })}</Text>
              <Text size="sm" c="dimmed" ta="center">
                {t('pointOfSale.freeTrial.nothingCharged')}
              </Text>
            </Stack>
          ) : (
            <>
              <Text size="sm">
                {kind === 'ach' ? t('pointOfSale.freeTrial.achIntro') : t('pointOfSale.freeTrial.cardIntro')}
              </Text>
              <DemoPaymentFields kind={kind ?? 'card'} forms={forms} />
            </>
          )}
          <Alert color="grape" icon={<IconSparkles size={16} aria-hidden />}>
            <Stack gap={6} align="flex-start">
              <Text size="sm">{t('pointOfSale.freeTrial.upgradePrompt')}</Text>
              <Button component={Link} to="/upgrade" size="xs" color="grape">
                {t('pointOfSale.freeTrial.upgrade')}
              </Button>
            </Stack>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('pointOfSale.checkout.close')}
            </Button>
            {!isDone && (
              <Button type="submit" data-autofocus>
                {t('pointOfSale.freeTrial.run')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </PosModal>
  );
}
