import { Alert, Button, Group, Modal, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { ProductName } from '@paybook/contracts';
import { meets, UPGRADE_REQUIREMENT, upgradeOptions } from '@paybook/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginContextQueryOptions, useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { PageHeader } from '@/ui/page-header';
import { useUpgrade } from '../api/upgrade';

/**
 * /upgrade (ruling 12): the in-app upgrade. The owner or an administrator picks one of the plans the
 * domain offers for the current tier and confirms; the tier and its features change at once.
 */
/** Written out, not computed, so the route's namespace check sees them (they live in `shell`). */
const TIER_NAME_KEYS: Record<ProductName, string> = {
  free_trial: 'productTiers.free_trial',
  appointments: 'productTiers.appointments',
  full_product: 'productTiers.full_product',
  starter: 'productTiers.starter',
};

export function UpgradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const context = useLoginContext();
  const current = context.merchant.product_name;
  const options = upgradeOptions(current);
  const mayUpgrade = meets(subjectFor(context), UPGRADE_REQUIREMENT);
  const [choice, setChoice] = useState<ProductName | null>(options[0] ?? null);
  const [isConfirming, setIsConfirming] = useState(false);
  const upgrade = useUpgrade();
  const queryClient = useQueryClient();
  const tierName = (tier: ProductName) => t(TIER_NAME_KEYS[tier]);

  const confirm = () => {
    if (!choice) return;
    upgrade.mutate(
      { product_name: choice },
      {
        onSuccess: async ({ merchant }) => {
          setIsConfirming(false);
          notifySuccess(t('upgrade.done', { tier: tierName(merchant.product_name) }));
          // The new plan's home is read from a context fetched after the change, never a cached one.
          await queryClient.fetchQuery({ ...loginContextQueryOptions(), staleTime: 0 });
          void navigate('/', { replace: true });
        },
      },
    );
  };

  return (
    <Stack maw={720} gap="lg">
      <PageHeader title={t('titles.upgrade')} description={t('upgrade.description')} />
      <Text fw={600} data-testid="current-tier">
        {t('upgrade.current', { tier: tierName(current) })}
      </Text>
      {!mayUpgrade ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('upgrade.notAllowed')}
        </Alert>
      ) : options.length === 0 ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('upgrade.none')}
        </Alert>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Radio.Group
              label={
                <Title order={2} size="h4">
                  {t('upgrade.choose')}
                </Title>
              }
              value={choice}
              onChange={(value) => setChoice(options.find((tier) => tier === value) ?? null)}
            >
              <Stack gap="sm" mt="sm">
                {options.map((tier) => (
                  <Radio.Card key={tier} value={tier} p="md" radius="md">
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600}>{tierName(tier)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(`upgrade.tiers.${tier}`)}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button disabled={!choice} onClick={() => setIsConfirming(true)}>
                {t('upgrade.submit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('upgrade.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{choice && t('upgrade.confirmBody', { from: tierName(current), to: tierName(choice) })}</Text>
          {upgrade.isError && <FormError message={errorMessage(upgrade.error)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button loading={upgrade.isPending} onClick={confirm}>
              {t('upgrade.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
