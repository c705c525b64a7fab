import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first route's data loads. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center component="main" h="100vh">
      <Loader aria-label={t('common.loading')} role="status" />
    </Center>
  );
}
