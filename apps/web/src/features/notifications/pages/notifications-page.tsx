import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useEmailTemplates } from '../api/get-email-templates';
import { StaffNotifications } from '../components/staff-notifications';
import { TemplateList } from '../components/template-list';
import { TimingSettings } from '../components/timing-settings';

/**
 * /settings/notifications (spec 3 §2.5): the e-mail templates by category, the notification timings, and the
 * e-mail groups of each staff member.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const templates = useEmailTemplates();
  const context = useLoginContext();

  return (
    <Stack gap="xl">
      <PageHeader
        title={t('notifications.title')}
        description={t('notifications.description')}
        actions={
          <Button
            component={Link}
            to="/settings/notifications/outbox"
            variant="default"
            leftSection={<IconMailForward size={16} aria-hidden />}
          >
            {t('notifications.outbox.link')}
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {templates.isPending && (
            <Center py="xl">
              <Loader aria-label={t('common.loading')} role="status" />
            </Center>
          )}
          {templates.isError && (
            <Alert color="red" role="alert">
              {errorMessage(templates.error)}
            </Alert>
          )}
          {templates.isSuccess && <TemplateList templates={templates.data} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <TimingSettings features={context.features} />
            <StaffNotifications viewer={{ subject: subjectFor(context), userId: context.user.id }} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
