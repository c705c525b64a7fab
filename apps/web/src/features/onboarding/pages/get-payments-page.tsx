import { Alert, Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useFees } from '../api/get-fees';
import { useUpgradeUrl } from '../api/get-upgrade-url';

/** /getpayments (spec 1 §2.3): an upgrade link (ruling 12) and the fees (spec 1 §7 get_fees). */
export function GetPaymentsPage() {
  const { t } = useTranslation();
  const fees = useFees();
  const upgradeUrl = useUpgradeUrl();

  return (
    <Stack maw={860} gap="lg">
      <PageHeader title={t('titles.getpayments')} description={t('getPayments.description')} />
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="getpayments-upgrade">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id="getpayments-upgrade">
            {t('getPayments.upgradeTitle')}
          </Title>
          {upgradeUrl.isPending ? (
            <Skeleton h={36} w={200} />
          ) : upgradeUrl.data?.upgrade_url ? (
            <>
              <Text c="dimmed">{t('getPayments.upgradeDescription')}</Text>
              <Button
                component={Link}
                to={upgradeUrl.data.upgrade_url}
                rightSection={<IconArrowUpRight size={16} aria-hidden />}
              >
                {t('getPayments.upgrade')}
              </Button>
            </>
          ) : (
            <Text c="dimmed">
              {upgradeUrl.isError ? errorMessage(upgradeUrl.error) : t('getPayments.topPlan')}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="getpayments-fees">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="getpayments-fees">
              {t('getPayments.feesTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('getPayments.feesDescription')}
            </Text>
          </div>
          {fees.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {t('getPayments.feesFailed')} {errorMessage(fees.error)}
            </Alert>
          ) : (
            <Table striped verticalSpacing="sm" data-testid="fee-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('getPayments.feeColumn')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('getPayments.priceColumn')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fees.isPending
                  ? [1, 2, 3].map((row) => (
                      <Table.Tr key={row}>
                        <Table.Td colSpan={2}>
                          <Skeleton h={20} />
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : fees.data.data.map((fee) => (
                      <Table.Tr key={fee.key}>
                        <Table.Td>{fee.key}</Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {fee.value}
                        </Table.Td>
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
