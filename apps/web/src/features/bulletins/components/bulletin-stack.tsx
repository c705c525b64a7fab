import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Bulletin, BulletinLevel, BulletinName } from '@paybook/contracts';
import { BULLETIN_LEVEL_COLORS } from '@paybook/domain';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LEVEL_ICONS: Record<BulletinLevel, ComponentType<IconProps>> = {
  info: IconInfoCircle,
  success: IconCircleCheck,
  warning: IconAlertTriangle,
  error: IconAlertCircle,
};

interface BulletinStackProps {
  bulletins: readonly Bulletin[];
  /** Off in a support impersonation, which does not change the merchant's prompts. */
  canDismiss: boolean;
  onDismiss: (name: BulletinName) => void;
  onResendVerification: () => void;
  isResending: boolean;
}

/**
 * spec 1 §4.4: the open onboarding prompts, each in its level's style (info, success, warning, error),
 * with a link to its screen or its action. Prompts that are not required can be dismissed (completed).
 */
export function BulletinStack({
  bulletins,
  canDismiss,
  onDismiss,
  onResendVerification,
  isResending,
}: BulletinStackProps) {
  const { t } = useTranslation();
  if (bulletins.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('bulletins.label')} mb="md" data-testid="bulletins">
      {bulletins.map((bulletin) => {
        const Icon = LEVEL_ICONS[bulletin.level];
        return (
          <Alert
            key={bulletin.name}
            color={BULLETIN_LEVEL_COLORS[bulletin.level]}
            variant="light"
            icon={<Icon size={20} aria-hidden />}
            // Dark text on the level's light background keeps the contrast of every level (WCAG AA).
            title={
              <Text component="span" fw={700} size="sm" c="dark.8">
                {t(`bulletins.${bulletin.name}.title`)}
              </Text>
            }
            withCloseButton={canDismiss && !bulletin.required}
            closeButtonLabel={t('bulletins.dismiss', { title: t(`bulletins.${bulletin.name}.title`) })}
            onClose={() => onDismiss(bulletin.name)}
            data-testid={`bulletin-${bulletin.name}`}
            data-level={bulletin.level}
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm" c="dark.6">
                {t(`bulletins.${bulletin.name}.body`)}
              </Text>
              {bulletin.action === 'resend_verification_email' ? (
                <Button
                  size="xs"
                  variant="white"
                  color="dark"
                  loading={isResending}
                  onClick={onResendVerification}
                >
                  {t(`bulletins.${bulletin.name}.action`)}
                </Button>
              ) : (
                bulletin.route_path && (
                  <Button size="xs" variant="white" color="dark" component={Link} to={bulletin.route_path}>
                    {t(`bulletins.${bulletin.name}.action`)}
                  </Button>
                )
              )}
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}
