// spec 1 §6: who is asking, as the access rules see it. The server builds the login context's
// features and claims with computeLoginAccess; web and server both judge with an AccessSubject.
import type { AcceptedPaymentType, AccessRight, ProductName } from '@paybook/contracts';
import { claimsFor } from './claims.ts';
import type { FeatureInput } from './features.ts';
import { effectiveFeatures } from './product-tiers.ts';
import { type FreeTrialRecords, isFreeTrialExpired, todayInTimeZone } from './trial.ts';

export interface AccessSubject {
  rights: ReadonlySet<AccessRight>;
  /** Effective features: merchant features, product feature, reseller feature (spec 1 §6). */
  features: ReadonlySet<string>;
  claims: ReadonlySet<string>;
  isAdmin: boolean;
  isOwner: boolean;
  productName: ProductName;
  productId: number;
  impersonated: boolean;
  appointmentsActivated: boolean;
  hasPayments: boolean;
  /** spec 2 §4: product free_trial (not onboarding) with 0 days left. */
  freeTrialExpired: boolean;
  /** spec 1 §3 accepted_payment_types: ACH options appear only when it holds ACH (spec 2 §6). */
  acceptedPaymentTypes: ReadonlySet<AcceptedPaymentType>;
  /** spec 1 §3 can_issue_refund. */
  canIssueRefund: boolean;
}

/** The user fields the access model reads (a SessionUser has them all). */
export interface SubjectUser {
  access_rights: readonly AccessRight[];
  is_admin: boolean;
  is_owner: boolean;
}

/** The merchant fields the access model reads (a SessionMerchant has them all). */
export interface SubjectMerchant extends FreeTrialRecords {
  product_id: number;
  has_payments: boolean;
  appointments_activated: boolean;
  time_zone: string;
  accepted_payment_types: readonly AcceptedPaymentType[];
  can_issue_refund: boolean;
}

/** Structurally a Pick<LoginContext, 'user' | 'merchant' | 'features' | 'claims'> plus the session flag. */
export interface SubjectContext {
  user: SubjectUser;
  merchant: SubjectMerchant;
  features: readonly string[];
  claims: readonly string[];
  session: { impersonated: boolean };
}

/**
 * Builds the subject from a login context (ruling 13). `today` is the merchant's calendar date
 * (yyyy-MM-dd); by default it is computed in the merchant's time zone (ruling 8).
 */
export function buildAccessSubject(ctx: SubjectContext, today?: string): AccessSubject {
  const { user, merchant } = ctx;
  const todayIso = today ?? todayInTimeZone(merchant.time_zone);
  return {
    rights: new Set(user.access_rights),
    features: new Set(ctx.features),
    claims: new Set(ctx.claims),
    isAdmin: user.is_admin,
    isOwner: user.is_owner,
    productName: merchant.product_name,
    productId: merchant.product_id,
    impersonated: ctx.session.impersonated,
    appointmentsActivated: merchant.appointments_activated,
    hasPayments: merchant.has_payments,
    freeTrialExpired: isFreeTrialExpired(merchant, todayIso),
    acceptedPaymentTypes: new Set(merchant.accepted_payment_types),
    canIssueRefund: merchant.can_issue_refund,
  };
}

export interface AccessRecords {
  user: SubjectUser;
  merchant: SubjectMerchant & { features: FeatureInput; reseller_id: number | null };
  impersonated: boolean;
}

export interface LoginAccess {
  /** Sorted effective feature names, for LoginContext.features. */
  features: string[];
  /** Sorted claim names, for LoginContext.claims. */
  claims: string[];
}

/** spec 1 §6: what the server puts in the login context's features and claims. */
export function computeLoginAccess({
  user,
  merchant,
  impersonated,
}: Pick<AccessRecords, 'impersonated'> & {
  user: Pick<SubjectUser, 'access_rights'>;
  merchant: Pick<AccessRecords['merchant'], 'product_name' | 'features' | 'reseller_id' | 'can_issue_refund'>;
}): LoginAccess {
  const features = effectiveFeatures(merchant);
  const claims = claimsFor({ features, rights: user.access_rights, impersonated, merchant });
  return { features: [...features].sort(), claims: [...claims].sort() };
}

/** The subject straight from stored user and merchant records (server side). */
export function subjectFromRecords(records: AccessRecords, today?: string): AccessSubject {
  const { features, claims } = computeLoginAccess(records);
  return buildAccessSubject(
    {
      user: records.user,
      merchant: records.merchant,
      features,
      claims,
      session: { impersonated: records.impersonated },
    },
    today,
  );
}
