import { Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { canOpen } from '@/lib/route-access';
import { PageHeader } from '@/ui/page-header';
import { HowItWorksButton } from '../components/how-it-works-button';
import { StoreVideoButton } from '../components/store-video-button';
import { ECOMMERCE_CREATE_PATH, ECOMMERCE_PATH } from '../lib/ecommerce-paths';

const POINTS = ['paymentForms', 'buyButtons', 'share', 'payments'] as const;

/** The way on: create (ecommerce.edit-store), the list, or the upgrade for a plan without eCommerce. */
function callToAction(subject: ReturnType<typeof subjectFor>) {
  if (canOpen(subject, 'ecommerce.create')) return { to: ECOMMERCE_CREATE_PATH, key: 'start' } as const;
  if (canOpen(subject, 'ecommerce.main')) return { to: ECOMMERCE_PATH, key: 'open' } as const;
  if (canOpen(subject, 'upgrade')) return { to: '/upgrade', key: 'upgrade' } as const;
  return null;
}

/** /ecommerce/teaser (spec 2 §2.2 ecommerce.teaser): what selling online offers, and the way in. */
export function EcommerceTeaserPage() {
  const { t } = useTranslation();
  const action = callToAction(subjectFor(useLoginContext()));
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('stores.teaser.title')} description={t('stores.teaser.intro')} />
      <Paper withBorder radius="md" p="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('stores.teaser.heading')}
            </Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" color="teal.9">
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {POINTS.map((point) => (
                <List.Item key={point}>{t(`stores.teaser.points.${point}`)}</List.Item>
              ))}
            </List>
            <Group gap="sm">
              {action && (
                <Button component={Link} to={action.to} size="md">
                  {t(`stores.teaser.cta.${action.key}`)}
                </Button>
              )}
              <HowItWorksButton size="md" />
              <StoreVideoButton size="md" />
            </Group>
          </Stack>
          <Stack align="center" justify="center" gap="sm">
            <ThemeIcon size={96} radius={48} variant="light" aria-hidden>
              <IconShoppingBag size={52} />
            </ThemeIcon>
            <Text c="dimmed" ta="center" maw={320}>
              {t('stores.teaser.aside')}
            </Text>
          </Stack>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
