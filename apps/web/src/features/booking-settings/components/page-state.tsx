import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';

/** A settings page's body: a loader while its data comes, the failure if it does not, then the page. */
export function PageState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} role="status" />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">{errorMessage(query.error)}</Alert>;
  return <>{children(query.data)}</>;
}
