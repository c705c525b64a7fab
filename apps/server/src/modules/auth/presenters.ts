import type {
  LoginContext,
  ProductName,
  SessionInfo,
  SessionMerchant,
  SessionUser,
} from '@paybook/contracts';
import { isAcceptedPaymentType, PRODUCT_IDS } from '@paybook/domain';
import type { Config } from '../../config.ts';
import { isoDate } from '../../lib/dates.ts';
import type { UserContext } from '../../plugins/auth.ts';
import type { MerchantRow, SessionRow, UserRow } from './sessions.repository.ts';
import { sessionTimes } from './sessions.ts';

export function presentUser(user: UserRow, mfaEnabled: boolean): SessionUser {
  return {
    id: user.id,
    user_name: user.userName,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_admin: user.isAdmin,
    is_owner: user.isOwner,
    access_rights: user.accessRights as SessionUser['access_rights'],
    service_provider_id: user.serviceProviderId,
    has_mfa: mfaEnabled,
  };
}

export function presentMerchant(merchant: MerchantRow): SessionMerchant {
  const productName = merchant.productName as ProductName;
  return {
    id: merchant.id,
    client_id: merchant.clientId,
    name: merchant.name,
    product_name: productName,
    product_id: PRODUCT_IDS[productName],
    reseller_id: merchant.resellerId,
    has_payments: merchant.hasPayments,
    appointments_activated: merchant.appointmentsActivated,
    is_onboarding: merchant.isOnboarding,
    time_zone: merchant.timeZone,
    url_subdomain: merchant.urlSubdomain,
    free_trial_expiration_date: isoDate(merchant.freeTrialExpirationDate),
    application_completed_date: isoDate(merchant.applicationCompletedDate),
    requires_mfa: merchant.requiresMfa,
    security_settings: { session_timeout_enabled: merchant.sessionTimeoutEnabled },
    accepted_payment_types: merchant.acceptedPaymentTypes.filter(isAcceptedPaymentType),
    can_issue_refund: merchant.canIssueRefund,
    week_starts_on: merchant.weekStartsOn,
  };
}

export function presentSession(
  session: SessionRow,
  idleEnabled: boolean,
  supportUserName: string | null,
): SessionInfo {
  const times = sessionTimes(session, idleEnabled);
  return {
    impersonated: session.impersonated,
    support_user_name: session.impersonated ? supportUserName : null,
    idle_timeout_seconds: idleEnabled ? session.idleTimeoutSeconds : 0,
    idle_expires_at: times.idleExpiresAt.toISOString(),
    absolute_expires_at: times.absoluteExpiresAt.toISOString(),
  };
}

export function presentLoginContext(ctx: UserContext, config: Config): LoginContext {
  return {
    user: presentUser(ctx.user, ctx.mfaEnabled),
    merchant: presentMerchant(ctx.merchant),
    features: [...ctx.subject.features].sort(),
    claims: [...ctx.subject.claims].sort(),
    session: presentSession(ctx.session, ctx.idleEnabled, ctx.supportUserName),
    config: {
      product_display_name: config.shell.productDisplayName,
      help_center_url: config.shell.helpCenterUrl,
      help_search_url: config.shell.helpSearchUrl,
      chat_url: config.shell.chatUrl,
      refer_a_business_url: config.shell.referABusinessUrl,
      ecommerce_video_url: config.shell.ecommerceVideoUrl,
    },
  };
}
