import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type VisibleNavEntry, visibleNavigation, visibleUserMenu } from '@paybook/domain';
import { IconBuildingStore, IconChevronRight, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subjectFor } from '@/lib/access-subject';
import { isBuilt } from '@/lib/built-routes';
import { PageHeader } from '@/ui/page-header';
import { useLoginContext } from '../api/get-login-context';
import { AccessRightsList } from '../components/access-rights-list';

const leaves = (entry: VisibleNavEntry): VisibleNavEntry[] =>
  entry.children.length > 0 ? entry.children.flatMap(leaves) : entry.external ? [] : [entry];

/**
 * /welcome (route id `account`): where a user lands while their home screen is not available yet.
 * Greets them and says who they are in Paybook: merchant, product tier, rights, and what they can open.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const context = useLoginContext();
  const { user, merchant } = context;
  const subject = subjectFor(context);
  const role = user.is_owner ? 'owner' : user.is_admin ? 'admin' : 'staff';
  // What the navigation and the settings menu offer this user: screens that open without parameters.
  const screens = [
    ...visibleNavigation(subject, isBuilt).flatMap(leaves),
    ...visibleUserMenu(subject, isBuilt),
  ].map((entry) => ({
    id: entry.id,
    path: entry.href,
    title: t(entry.labelKey, { defaultValue: entry.label }),
  }));

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('welcome.title', { firstName: user.first_name || user.user_name })}
        description={t('welcome.subtitle')}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="welcome-business">
          <Group gap="xs" mb="sm" wrap="nowrap">
            <IconBuildingStore size={20} aria-hidden />
            <Title order={2} size="h4" id="welcome-business">
              {t('welcome.business.title')}
            </Title>
          </Group>
          <Stack gap={6}>
            <Text fw={600} size="lg" data-testid="welcome-merchant">
              {merchant.name}
            </Text>
            <Text>{t('welcome.business.tier', { tier: t(`productTiers.${merchant.product_name}`) })}</Text>
            <Text>{t('welcome.business.role', { role: t(`userRoles.${role}`) })}</Text>
            <Text c="dimmed" size="sm">
              {t('welcome.business.signedInAs', { userName: user.user_name })}
            </Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="welcome-rights">
          <Group gap="xs" mb="sm" wrap="nowrap">
            <IconListCheck size={20} aria-hidden />
            <Title order={2} size="h4" id="welcome-rights">
              {t('welcome.rights.title')}
            </Title>
          </Group>
          <AccessRightsList rights={user.access_rights} />
        </Card>
      </SimpleGrid>
      <Card withBorder padding="lg" component="section" aria-labelledby="welcome-screens">
        <Title order={2} size="h4" id="welcome-screens" mb="sm">
          {t('welcome.screens.title')}
        </Title>
        {screens.length === 0 ? (
          <Text>{t('welcome.screens.none')}</Text>
        ) : (
          <Stack gap="sm">
            {screens.map((screen) => (
              <Anchor key={screen.id} component={Link} to={screen.path} fw={500}>
                <Group gap={4} component="span" wrap="nowrap">
                  <span>{screen.title}</span>
                  <IconChevronRight size={16} aria-hidden />
                </Group>
              </Anchor>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
