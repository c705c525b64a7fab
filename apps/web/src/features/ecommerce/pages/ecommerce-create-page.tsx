import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { storeAbilities } from '@paybook/domain';
import { IconClick, IconForms, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { EmptyState } from '@/ui/empty-state';
import { CreateCard } from '../components/create-card';
import { HowItWorksButton } from '../components/how-it-works-button';
import { StoreVideoButton } from '../components/store-video-button';
import { BUY_BUTTON_WIZARD_PATH, PAYMENT_FORM_WIZARD_PATH } from '../lib/ecommerce-paths';

/**
 * /ecommerce/create (spec 2 §2.2; the route sends users without claim ecommerce.edit-store to manage): the
 * payment form (feature payment_forms) and the buy-now button (also buy_button, its own wizard).
 */
export function EcommerceCreatePage() {
  const { t } = useTranslation();
  const abilities = storeAbilities(subjectFor(useLoginContext()));
  if (!abilities.createPaymentForm)
    return (
      <EmptyState
        icon={<IconLock size={26} aria-hidden />}
        title={t('stores.create.notInPlanTitle')}
        body={t('stores.create.notInPlanBody')}
      />
    );
  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm">
          {t('stores.create.intro')}
        </Text>
        <Group gap="xs">
          <StoreVideoButton size="sm" />
          <HowItWorksButton size="sm" />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CreateCard
          icon={<IconForms size={24} aria-hidden />}
          title={t('stores.create.paymentForm')}
          body={t('stores.create.paymentFormBody')}
          action={t('stores.create.paymentFormAction')}
          to={PAYMENT_FORM_WIZARD_PATH}
        />
        {abilities.createBuyButton && (
          <CreateCard
            icon={<IconClick size={24} aria-hidden />}
            title={t('stores.create.buyButton')}
            body={t('stores.create.buyButtonBody')}
            action={t('stores.create.buyButtonAction')}
            to={BUY_BUTTON_WIZARD_PATH}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
