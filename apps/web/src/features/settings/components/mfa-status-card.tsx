import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MfaStatus } from '@paybook/contracts';
import { IconKey, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface MfaStatusCardProps {
  status: MfaStatus;
  isStarting: boolean;
  onEnrol: () => void;
  onRegenerate: () => void;
  onDisable: () => void;
}

/** Whether the user's MFA is on, with the actions that fit. */
export function MfaStatusCard({ status, isStarting, onEnrol, onRegenerate, onDisable }: MfaStatusCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="mfa-status-title">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="mfa-status-title">
            {t('mfa.status.title')}
          </Title>
          <Badge
            color={status.enabled ? 'teal.9' : 'gray.7'}
            variant="filled"
            leftSection={status.enabled ? <IconShieldCheck size={14} aria-hidden /> : undefined}
            data-testid="mfa-status"
          >
            {status.enabled ? t('mfa.status.on') : t('mfa.status.off')}
          </Badge>
        </Group>
        <Text>{status.enabled ? t('mfa.status.onBody') : t('mfa.status.offBody')}</Text>
        {status.enabled && (
          <Text size="sm" c="dimmed">
            {t('mfa.status.recoveryRemaining', { count: status.recovery_codes_remaining })}
          </Text>
        )}
        {status.enabled && status.required_by_merchant && (
          <Text size="sm" c="dimmed">
            {t('mfa.status.requiredCannotDisable')}
          </Text>
        )}
        <Group gap="sm" mt="xs">
          {status.enabled ? (
            <>
              <Button
                variant="default"
                leftSection={<IconKey size={16} aria-hidden />}
                onClick={onRegenerate}
              >
                {t('mfa.status.regenerate')}
              </Button>
              {!status.required_by_merchant && (
                <Button
                  variant="outline"
                  color="red.9"
                  leftSection={<IconShieldOff size={16} aria-hidden />}
                  onClick={onDisable}
                >
                  {t('mfa.status.disable')}
                </Button>
              )}
            </>
          ) : (
            <Button
              leftSection={<IconShieldCheck size={16} aria-hidden />}
              onClick={onEnrol}
              loading={isStarting}
            >
              {t('mfa.status.enrol')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
