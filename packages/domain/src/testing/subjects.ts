// Test support: access subjects built through the real pipeline (features → claims → subject).
import {
  type AcceptedPaymentType,
  type AccessRight,
  accessRights,
  type ProductName,
} from '@paybook/contracts';
import { DEFAULT_TIER_FEATURES, PRODUCT_IDS } from '../access/product-tiers.ts';
import { type AccessSubject, subjectFromRecords } from '../access/subject.ts';

export const ALL_RIGHTS: readonly AccessRight[] = accessRights;
export const TODAY = '2025-06-15';

export interface SubjectOptions {
  product?: ProductName;
  /** Stored merchant features; by default the tier's defaults. */
  features?: readonly string[];
  rights?: readonly AccessRight[];
  isAdmin?: boolean;
  isOwner?: boolean;
  impersonated?: boolean;
  appointmentsActivated?: boolean;
  hasPayments?: boolean;
  resellerId?: number | null;
  productId?: number;
  freeTrialExpiration?: string | null;
  isOnboarding?: boolean;
  acceptedPaymentTypes?: readonly AcceptedPaymentType[];
  canIssueRefund?: boolean;
}

export function makeSubject(options: SubjectOptions = {}): AccessSubject {
  const product = options.product ?? 'full_product';
  return subjectFromRecords(
    {
      user: {
        access_rights: [...(options.rights ?? ALL_RIGHTS)],
        is_admin: options.isAdmin ?? false,
        is_owner: options.isOwner ?? false,
      },
      merchant: {
        product_name: product,
        product_id: options.productId ?? PRODUCT_IDS[product],
        features: options.features ?? DEFAULT_TIER_FEATURES[product],
        reseller_id: options.resellerId ?? null,
        has_payments: options.hasPayments ?? product !== 'appointments',
        appointments_activated: options.appointmentsActivated ?? true,
        is_onboarding: options.isOnboarding ?? false,
        application_completed_date: null,
        free_trial_expiration_date:
          options.freeTrialExpiration ?? (product === 'free_trial' ? '2025-06-25' : null),
        time_zone: 'America/Denver',
        accepted_payment_types: options.acceptedPaymentTypes ?? ['CC', 'ACH'],
        can_issue_refund: options.canIssueRefund ?? true,
      },
      impersonated: options.impersonated ?? false,
    },
    TODAY,
  );
}
