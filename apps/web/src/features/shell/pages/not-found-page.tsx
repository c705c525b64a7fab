import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/ui/page-header';

/** Any unknown path inside the signed-in app. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title={t('notFound.title')} />
      <Text>{t('notFound.body')}</Text>
      <div>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </div>
    </Stack>
  );
}
