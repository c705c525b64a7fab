import { Button, type ButtonProps } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HowItWorksModal } from './how-it-works-modal';

/** spec 2 §2.2 the image carousel modal, opened by 'See how it works' (the teaser and the Create page). */
export function HowItWorksButton(props: Omit<ButtonProps, 'children' | 'onClick'>) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPresentation size={16} aria-hidden />}
        {...props}
        onClick={() => setOpen(true)}
      >
        {t('stores.howItWorks.open')}
      </Button>
      <HowItWorksModal opened={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
