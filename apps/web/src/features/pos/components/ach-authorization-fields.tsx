import { Alert, NativeSelect, Stack } from '@mantine/core';
import { ACH_AUTHORIZATION_TYPES, type AchAuthorizationType } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { authorizationWarnings } from '../lib/ach-authorization';

interface AchAuthorizationFieldsProps {
  value: AchAuthorizationType | null;
  error?: string;
  onChange: (value: AchAuthorizationType) => void;
}

/** spec 3 §5: a business-checking payment's authorization type, with the Tel and Ccd warnings. */
export function AchAuthorizationFields({ value, error, onChange }: AchAuthorizationFieldsProps) {
  const { t } = useTranslation();
  const warnings = authorizationWarnings(ACH_AUTHORIZATION_TYPES, value);
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('pointOfSale.checkout.authorizationType')}
        withAsterisk
        value={value ?? ''}
        error={error}
        data={ACH_AUTHORIZATION_TYPES.map((type) => ({
          value: type,
          label: t(`pointOfSale.checkout.authorization.${type}`),
        }))}
        onChange={(event) => onChange(event.currentTarget.value as AchAuthorizationType)}
      />
      {warnings.map((warning) => (
        <Alert key={warning} color="yellow" p="xs" role="status">
          {t(`pointOfSale.checkout.authorizationWarning.${warning}`)}
        </Alert>
      ))}
    </Stack>
  );
}
