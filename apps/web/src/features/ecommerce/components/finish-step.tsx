import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/ui/form-error';
import { paymentTypesText } from '../lib/payment-types-text';
import type { ChosenProduct } from './product-step';

interface FinishStepProps {
  product: ChosenProduct;
  name: string;
  address: string;
  accepts: { card: boolean; bank: boolean };
  saveError: string | null;
  /** The saved form, once saved: then the step offers to activate it (spec 2 §4). */
  saved: Store | null;
  activation: { isPending: boolean; onAnswer: (activate: boolean) => void };
}

/**
 * spec 2 §2.2 the wizard's finish step: what will be saved (the wizard's footer saves; a new form is a
 * draft, spec 2 §4), then the offer to activate it now.
 */
export function FinishStep({
  product,
  name,
  address,
  accepts,
  saveError,
  saved,
  activation,
}: FinishStepProps) {
  const { t } = useTranslation();
  if (saved)
    return (
      <Paper withBorder radius="md" p="lg" maw={640}>
        <Stack gap="md">
          <Alert color="teal" title={t('stores.finish.savedTitle', { name: saved.name })}>
            {t('stores.finish.savedDraft')}
          </Alert>
          <Text>{t('stores.finish.activateQuestion')}</Text>
          <Group>
            <Button loading={activation.isPending} onClick={() => activation.onAnswer(true)}>
              {t('stores.finish.activate')}
            </Button>
            <Button
              variant="default"
              disabled={activation.isPending}
              onClick={() => activation.onAnswer(false)}
            >
              {t('stores.finish.notNow')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  const types = paymentTypesText(accepts, { card: t('stores.preview.card'), bank: t('stores.preview.bank') });
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('stores.finish.title')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('stores.finish.name', { name })}</List.Item>
          <List.Item>
            {t('stores.finish.product', { name: product.name, price: product.price_text })}
          </List.Item>
          <List.Item>
            {t('stores.finish.accepts', { types: types || t('stores.finish.acceptsNone') })}
          </List.Item>
          <List.Item style={{ overflowWrap: 'anywhere' }}>
            {t('stores.finish.address', { address })}
          </List.Item>
        </List>
        {!product.is_active && <Text size="sm">{t('stores.finish.inactiveProduct')}</Text>}
        <FormError message={saveError} />
      </Stack>
    </Paper>
  );
}
