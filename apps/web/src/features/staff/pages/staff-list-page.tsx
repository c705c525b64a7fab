import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { canAddStaffMember } from '@paybook/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { STAFF_PAGE_SIZE, useStaffList } from '../api/get-staff-list';
import { StaffTable } from '../components/staff-table';

/** /settings/staff (spec 3 §2.5): 10 a page, sorted by last name. */
export function StaffListPage() {
  const { t } = useTranslation();
  const context = useLoginContext();
  const viewer = { subject: subjectFor(context), userId: context.user.id };
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useStaffList(page);
  const total = list.data?.total_item_count ?? 0;
  const pages = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('staff.list.title')}
        description={t('staff.list.description')}
        actions={
          canAddStaffMember(viewer) && (
            <Button
              component={Link}
              to="/settings/staff/edit"
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              {t('staff.list.add')}
            </Button>
          )
        }
      />
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.data && list.data.data.length === 0 && <Text c="dimmed">{t('staff.list.empty')}</Text>}
      {list.data && list.data.data.length > 0 && <StaffTable rows={list.data.data} viewer={viewer} />}
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('staff.list.count', { count: total })}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => setParams({ page: String(next) })}
            getControlProps={(control) => ({ 'aria-label': t(`staff.list.pagination.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('staff.list.pagination.page', { page: item }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
