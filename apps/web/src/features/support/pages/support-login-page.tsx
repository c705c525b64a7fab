import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/notify';
import { AuthCard } from '@/ui/auth-card';
import { CredentialsForm } from '@/ui/credentials-form';
import { useSupportLogin } from '../api/support-login';

/** /support/login: support staff sign in to the console (ruling 11). */
export function SupportLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useSupportLogin();

  return (
    <AuthCard
      brand={t('app.productName')}
      title={t('support.login.heading')}
      subtitle={t('support.login.subtitle')}
    >
      <CredentialsForm
        isSubmitting={login.isPending}
        error={login.isError ? errorMessage(login.error) : null}
        submitLabel={t('support.login.submit')}
        onSubmit={(values) =>
          login.mutate(values, { onSuccess: () => void navigate('/support', { replace: true }) })
        }
      />
    </AuthCard>
  );
}
