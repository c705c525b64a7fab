import type { BulletinName, LoginContext } from '@paybook/contracts';
import { BULLETINS_REQUIREMENT, isBulletinArea, meets, rootRedirect } from '@paybook/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useCompleteBulletin } from '@/features/bulletins/api/complete-bulletin';
import { useBulletins } from '@/features/bulletins/api/get-bulletins';
import { BulletinStack } from '@/features/bulletins/components/bulletin-stack';
import { useCompleteOnView } from '@/features/bulletins/components/use-complete-on-view';
import { useResendVerificationEmail } from '@/features/onboarding/api/resend-verification-email';
import { subjectFor } from '@/lib/access-subject';
import { isBuilt } from '@/lib/built-routes';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { currentHandle } from '../route-handle';

const WELCOME_ROUTE_ID = 'account';
const APPOINTMENTS_PATH = '/appointments';

/**
 * spec 1 §4.4: the onboarding bulletins, shown in the appointments area until done. That area is the
 * appointments routes (not setup), and, while the calendar screen is not built, the welcome page an
 * appointments user lands on instead of it. Viewing a bulletin's route
 * completes it. A support impersonation sees the bulletins but changes none (the server refuses).
 * A bulletin whose screen is not built yet waits until it is.
 */
export function BulletinArea({ context }: { context: LoginContext }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routeId = currentHandle(useMatches())?.routeId;
  const subject = subjectFor(context);
  const hasBulletins = meets(subject, BULLETINS_REQUIREMENT);
  const canChange = hasBulletins && !context.session.impersonated;
  const bulletins = useBulletins(hasBulletins);
  const complete = useCompleteBulletin();
  const resend = useResendVerificationEmail();
  const { refetch } = bulletins;

  // Calls on other screens complete bulletins on the server: read them again on every screen.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (hasBulletins) void refetch();
  }, [pathname, hasBulletins, refetch]);
  useCompleteOnView(canChange ? routeId : undefined, bulletins.data?.data);

  // The welcome page stands in for the calendar while that screen is not built (route-access builtTarget).
  const isCalendarStandIn = routeId === WELCOME_ROUTE_ID && rootRedirect(subject) === APPOINTMENTS_PATH;
  const isShown = hasBulletins && ((routeId !== undefined && isBulletinArea(routeId)) || isCalendarStandIn);
  if (!isShown || !bulletins.data) return null;

  const handleResend = () =>
    resend.mutate(undefined, {
      onSuccess: (sent) => notifySuccess(t('bulletins.email_validation.sent', { email: sent.sent_to })),
      onError: (error) => notifyFailure(errorMessage(error)),
    });

  // A bulletin whose screen is not built yet would be a dead link (ruling 2: no dead ends).
  const shown = bulletins.data.data.filter((b) => b.route_state === null || isBuilt(b.route_state));
  return (
    <BulletinStack
      bulletins={shown}
      canDismiss={canChange}
      onDismiss={(name: BulletinName) => complete.mutate(name)}
      onResendVerification={handleResend}
      isResending={resend.isPending}
    />
  );
}
