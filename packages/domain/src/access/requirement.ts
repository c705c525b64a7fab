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
