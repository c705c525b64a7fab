import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useUpdateMfaRequirement } from '../api/update-mfa-requirement';

/**
 * Admins may require MFA for all staff of the merchant (spec 3 §2.5); only once their own is on,
 * so they cannot lock themselves out.
 */
export function MfaRequirementSwitch({ isRequired, hasOwnMfa }: { isRequired: boolean; hasOwnMfa: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateMfaRequirement();
  const checked = update.isPending && update.variables !== undefined ? update.variables : isRequired;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="mfa-requirement-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="mfa-requirement-title">
          {t('mfa.requirement.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mfa.requirement.description')}
        </Text>
        <Switch
          label={t('mfa.requirement.label')}
          checked={checked}
          disabled={update.isPending || (!hasOwnMfa && !isRequired)}
          description={!hasOwnMfa && !isRequired ? t('mfa.requirement.needOwnMfa') : undefined}
          onChange={(event) =>
            update.mutate(event.currentTarget.checked, {
              onSuccess: (_answer, required) =>
                notifySuccess(required ? t('mfa.requirement.turnedOn') : t('mfa.requirement.turnedOff')),
            })
          }
        />
      </Stack>
    </Card>
  );
}
