import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MerchantBilling, ProductName } from '@paybook/contracts';
import { meets, UPGRADE_REQUIREMENT, upgradeOptions } from '@paybook/domain';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { formatCents } from '@/lib/money-format';

/** Written out, not computed, so the route's namespace check sees them (they live in `shell`). */
const TIER_NAME_KEYS: Record<ProductName, string> = {
  free_trial: 'productTiers.free_trial',
  appointments: 'productTiers.appointments',
  full_product: 'productTiers.full_product',
  starter: 'productTiers.starter',
};

/** Issue 26 point 3: the tier, its monthly fee, what it includes, and the way to a higher tier (ruling 12). */
export function TierSummary({ billing }: { billing: MerchantBilling }) {
  const { t } = useTranslation();
  const context = useLoginContext();
  const mayUpgrade =
    upgradeOptions(billing.product_name).length > 0 && meets(subjectFor(context), UPGRADE_REQUIREMENT);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="billing-plan">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id="billing-plan">
              {t('merchantSettings.billing.plan')}
            </Title>
            <Text fw={700} fz="xl" data-testid="billing-tier">
              {t(TIER_NAME_KEYS[billing.product_name])}
            </Text>
            <Text data-testid="billing-fee">
              {billing.monthly_fee_cents === 0
                ? t('merchantSettings.billing.free')
                : t('merchantSettings.billing.perMonth', { amount: formatCents(billing.monthly_fee_cents) })}
            </Text>
          </Stack>
          {mayUpgrade && (
            <Button component={Link} to="/upgrade" variant="light">
              {t('merchantSettings.billing.upgrade')}
            </Button>
          )}
        </Group>
        <Text size="sm" fw={600}>
          {t('merchantSettings.billing.includes')}
        </Text>
        <List
          spacing={4}
          size="sm"
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
        >
          {billing.inclusions.map((line) => (
            <List.Item key={line}>{t(`merchantSettings.billing.inclusions.${line}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
