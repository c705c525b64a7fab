import { Alert, Box, Center, Container, type ContainerProps, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';

interface PublicPageFrameProps<T> {
  query: UseQueryResult<T>;
  size: ContainerProps['size'];
  /** The tab's title once the data is there. */
  documentTitle: (data: T) => string;
  /** Shown when the server answers 404 (an unknown address or link). */
  notFound: ReactNode;
  /**
   * The tab's title on a 404, for a page whose route names no title (the invoice page: its route's file
   * is part of the sign-in page's bytes, issue 25).
   */
  notFoundTitle?: string;
  /** The page colour of the merchant's design (issue 26 point 4); the light grey otherwise. */
  background?: string;
  children: (data: T) => ReactNode;
}

/** Ruling 4: the frame of a public page: loading, not found, any other failure, then the page. */
export function PublicPageFrame<T>({
  query,
  size,
  documentTitle,
  notFound,
  notFoundTitle,
  background,
  children,
}: PublicPageFrameProps<T>) {
  const { t } = useTranslation();
  const isNotFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const title = query.data !== undefined ? documentTitle(query.data) : isNotFound ? notFoundTitle : null;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return (
    <Box bg={background ?? 'gray.0'} mih="100vh" py={{ base: 'md', sm: 'xl' }}>
      <Container size={size} component="main">
        {query.isPending && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} role="status" />
          </Center>
        )}
        {query.isError && (isNotFound ? notFound : <Alert color="red">{errorMessage(query.error)}</Alert>)}
        {query.data !== undefined && children(query.data)}
      </Container>
    </Box>
  );
}
