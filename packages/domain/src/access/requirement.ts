// spec 1 §6: "Menu items may require access rights, features, admin-only status or a product,
// combined with and/or and negation." Routes use the same requirements (spec 1 §2.1).
import type { AccessRight, ProductName } from '@paybook/contracts';
import type { Claim } from './claims.ts';
import type { Feature } from './features.ts';
import type { AccessSubject } from './subject.ts';

/** Subject flags a requirement may test. */
export type SubjectFlag =
  | 'appointmentsActivated'
  | 'hasPayments'
  | 'impersonated'
  | 'isOwner'
  | 'freeTrialExpired';

export type Requirement =
  | { right: AccessRight }
  | { feature: string }
  | { claim: string }
  | { adminOnly: true }
  | { product: readonly ProductName[] }
  /** spec 1 §2.4 names one rule by product_id ("Reports is hidden when product_id is 2"). */
  | { productId: readonly number[] }
  | { flag: SubjectFlag }
  | { all: readonly Requirement[] }
  | { any: readonly Requirement[] }
  | { not: Requirement };

export function hasRight(subject: Pick<AccessSubject, 'rights'>, right: AccessRight): boolean {
  return subject.rights.has(right);
}

/** Whether the subject meets the requirement; no requirement is always met. */
export function meets(subject: AccessSubject, req: Requirement | undefined): boolean {
  if (req === undefined) return true;
  if ('right' in req) return hasRight(subject, req.right);
  if ('feature' in req) return subject.features.has(req.feature);
  if ('claim' in req) return subject.claims.has(req.claim);
  if ('adminOnly' in req) return subject.isAdmin;
  if ('product' in req) return req.product.includes(subject.productName);
  if ('productId' in req) return req.productId.includes(subject.productId);
  if ('flag' in req) return subject[req.flag];
  if ('all' in req) return req.all.every((part) => meets(subject, part));
  if ('any' in req) return req.any.some((part) => meets(subject, part));
  return !meets(subject, req.not);
}

// Typed builders, so a misspelt feature or right fails to compile.
export const needRight = (right: AccessRight): Requirement => ({ right });
export const needFeature = (feature: Feature): Requirement => ({ feature });
export const needClaim = (claim: Claim): Requirement => ({ claim });
export const needProduct = (...product: ProductName[]): Requirement => ({ product });
export const allOf = (...all: Requirement[]): Requirement => ({ all });
export const anyOf = (...any: Requirement[]): Requirement => ({ any });
export const not = (req: Requirement): Requirement => ({ not: req });
export const anyFeature = (...features: Feature[]): Requirement => anyOf(...features.map(needFeature));
export const anyRight = (...rights: AccessRight[]): Requirement => anyOf(...rights.map(needRight));
/** Always met (an empty "all"). */
export const ALWAYS: Requirement = { all: [] };
/** Never met (an empty "any"). */
export const NEVER: Requirement = { any: [] };

/**
 * The first part of a requirement the subject does not meet, to say what is missing (a 403's message);
 * null when it is met. For "any", the first alternative stands for all of them.
 */
export function firstUnmet(subject: AccessSubject, req: Requirement | undefined): Requirement | null {
  if (meets(subject, req) || req === undefined) return null;
  if ('all' in req) {
    for (const part of req.all) {
      const unmet = firstUnmet(subject, part);
      if (unmet) return unmet;
    }
  }
  if ('any' in req && req.any[0]) return firstUnmet(subject, req.any[0]) ?? req;
  return req;
}

const RIGHT_NAMES: Record<AccessRight, string> = {
  view_reports: 'View reports',
  create_orders: 'Create orders',
  manage_configuration: 'Manage configuration',
  manage_appointments: 'Manage appointments',
  manage_customers: 'Manage customers',
  manage_users: 'Manage users',
  modify_orders: 'Modify orders',
  neon_service_provider: 'Service provider',
};

/** A sentence for a person who was refused: which right, plan or role they lack. */
export function explainRefusal(subject: AccessSubject, req: Requirement | undefined): string {
  const unmet = firstUnmet(subject, req);
  if (unmet && 'right' in unmet) return `You need the "${RIGHT_NAMES[unmet.right]}" permission to do this.`;
  if (unmet && ('feature' in unmet || 'product' in unmet || 'productId' in unmet)) {
    return 'This is not part of your Paybook plan.';
  }
  if (unmet && 'adminOnly' in unmet) return 'Only an administrator can do this.';
  if (unmet && 'flag' in unmet && unmet.flag === 'impersonated') return 'Support staff cannot do this.';
  return 'You do not have permission to do this.';
}
