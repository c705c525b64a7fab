import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorMessage } from '@/lib/notify';

/** What a page shows when its data could not load (never a stack trace). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{isNotFound ? t('notFound.title') : t('errors.pageTitle')}</Title>
        <Text>{isNotFound ? t('notFound.body') : errorMessage(error)}</Text>
        <div>
          {isNotFound ? (
            <Anchor component={Link} to="/">
              {t('notFound.home')}
            </Anchor>
          ) : (
            <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          )}
        </div>
      </Stack>
    </Container>
  );
}
