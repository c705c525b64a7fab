import { Alert, NativeSelect, Stack } from '@mantine/core';
import {
  type AchAuthorizationType,
  achAuthorizationFor,
  achAuthorizationWarnings,
  offeredAchAuthorizationTypes,
} from '@paybook/domain';
import { useTranslation } from 'react-i18next';

interface AchAuthorizationFieldsProps {
  /** The business checking account's company name: typed for a new account, on file for a stored one. */
  companyName: string;
  /** The type chosen; null until one is (the default of those offered is used). */
  value: AchAuthorizationType | null;
  error?: string;
  onChange: (value: AchAuthorizationType) => void;
}

/**
 * spec 3 §5: a business-checking payment's authorization type, offered and defaulted by the domain's rules
 * (decision 111: Ccd needs the company name), with the Tel and Ccd-not-available warnings.
 */
export function AchAuthorizationFields({ companyName, value, error, onChange }: AchAuthorizationFieldsProps) {
  const { t } = useTranslation();
  const offered = offeredAchAuthorizationTypes(companyName);
  const used = achAuthorizationFor(offered, value);
  const warnings = achAuthorizationWarnings(offered, used);
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('pointOfSale.checkout.authorizationType')}
        withAsterisk
        value={used ?? ''}
        error={error}
        data={offered.map((type) => ({
          value: type,
          label: t(`pointOfSale.checkout.authorization.${type}`),
        }))}
        onChange={(event) => onChange(event.currentTarget.value as AchAuthorizationType)}
      />
      {warnings.map((warning) => (
        <Alert
          key={warning}
          color="yellow"
          p="xs"
          role="status"
          data-testid={`pos-authorization-warning-${warning}`}
        >
          {t(`pointOfSale.checkout.authorizationWarning.${warning}`)}
        </Alert>
      ))}
    </Stack>
  );
}
