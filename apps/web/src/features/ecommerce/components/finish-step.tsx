import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import type { SubmitOnce } from '@/lib/submit-once';
import { FormError } from '@/ui/form-error';
import { SubmitButton } from '@/ui/submit-button';
import type { ChosenProduct } from './product-step';

interface FinishStepProps {
  product: ChosenProduct;
  name: string;
  accepts: { card: boolean; bank: boolean };
  isEdit: boolean;
  submit: SubmitOnce;
  saveError: string | null;
  onSave: () => void;
  /** The saved form, once saved: then the step offers to activate it (spec 2 §4). */
  saved: Store | null;
  activation: { isPending: boolean; onAnswer: (activate: boolean) => void };
}

/**
 * spec 2 §2.2 the wizard's finish step: what will be saved, the save (a new form is a draft, spec 2 §4),
 * then the offer to activate it now.
 */
export function FinishStep(props: FinishStepProps) {
  const { product, name, accepts, isEdit, submit, saveError, onSave, saved, activation } = props;
  const { t } = useTranslation();
  const types = [accepts.card && t('stores.preview.card'), accepts.bank && t('stores.preview.bank')];
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
            {t('stores.finish.accepts', {
              types: types.filter((type) => type !== false).join(', ') || t('stores.finish.acceptsNone'),
            })}
          </List.Item>
        </List>
        {!product.is_active && <Text size="sm">{t('stores.finish.inactiveProduct')}</Text>}
        <FormError message={saveError} />
        <Group>
          <SubmitButton submit={submit} onClick={onSave}>
            {isEdit ? t('stores.finish.saveChanges') : t('stores.finish.save')}
          </SubmitButton>
        </Group>
      </Stack>
    </Paper>
  );
}
