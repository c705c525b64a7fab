import { Anchor, type AnchorProps, Group, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  icon?: ReactNode;
}

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, children, icon, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      <Group component="span" gap={6} wrap="nowrap" display="inline-flex">
        {icon ?? <IconExternalLink size={14} aria-hidden />}
        <span>{children}</span>
        <VisuallyHidden component="span">{t('common.opensInNewTab')}</VisuallyHidden>
      </Group>
    </Anchor>
  );
}
