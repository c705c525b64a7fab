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
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { homePath } from '../route-access';
import { currentHandle } from '../route-handle';

/**
 * spec 1 §4.4: the onboarding bulletins, shown in the appointments area until done. That area is the
 * appointments routes, and, while the calendar screen is not built, the page an appointments user lands
 * on instead (home target '/appointments' resolved to the welcome page). Viewing a bulletin's route
 * completes it. A support impersonation sees the bulletins but changes none (the server refuses).
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

  const landsHere = rootRedirect(subject).startsWith('/appointments') && pathname === homePath(subject);
  const isShown = hasBulletins && ((routeId !== undefined && isBulletinArea(routeId)) || landsHere);
  if (!isShown || !bulletins.data) return null;

  const handleResend = () =>
    resend.mutate(undefined, {
      onSuccess: (sent) => notifySuccess(t('bulletins.email_validation.sent', { email: sent.sent_to })),
      onError: (error) => notifyFailure(errorMessage(error)),
    });

  return (
    <BulletinStack
      bulletins={bulletins.data.data}
      canDismiss={canChange}
      onDismiss={(name: BulletinName) => complete.mutate(name)}
      onResendVerification={handleResend}
      isResending={resend.isPending}
    />
  );
}
