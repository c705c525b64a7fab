import type { LoginContext } from '@paybook/contracts';
import { isMfaSetupRequired } from '@paybook/domain';
import { lazy } from 'react';
import { useMatches } from 'react-router';
import { OnceOpened } from '@/ui/on-demand';
import { currentHandle } from '../route-handle';

// Issue 14 point 6: the dialog's code (Mantine's Modal) loads only for a user it covers.
const MfaRequiredDialog = lazy(() =>
  import('./mfa-required-dialog').then((m) => ({ default: m.MfaRequiredDialog })),
);

const MFA_ROUTE_ID = 'settings.multi-factor-authentication';

/**
 * spec 3 §2.5: while the merchant requires MFA and the user has none (impersonation exempt),
 * every page but the MFA settings page is covered by a modal (mfa-required-dialog.tsx).
 */
export function MfaRequiredModal({ context }: { context: LoginContext }) {
  const matches = useMatches();
  const isRequired = isMfaSetupRequired({
    merchantRequiresMfa: context.merchant.requires_mfa,
    userHasMfa: context.user.has_mfa,
    impersonated: context.session.impersonated,
  });
  const isOnMfaPage = currentHandle(matches)?.routeId === MFA_ROUTE_ID;
  const opened = isRequired && !isOnMfaPage;

  return (
    <OnceOpened opened={opened}>
      <MfaRequiredDialog opened={opened} merchantName={context.merchant.name} />
    </OnceOpened>
  );
}
