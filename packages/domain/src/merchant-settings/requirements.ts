import { allOf, anyFeature, needRight, type Requirement } from '../access/requirement.ts';

// spec 3 §2.5 and §6: who may open and change billing, terms and design settings (screens and calls).

const CONFIGURATION = needRight('manage_configuration');

/** spec 3 §2.5 /settings/billing (manage_configuration). */
export const BILLING_REQUIREMENT: Requirement = CONFIGURATION;
/** spec 3 §2.5 /settings/terms-and-conditions: manage_configuration and online_store, s_p_o_s or payments. */
export const TERMS_REQUIREMENT: Requirement = allOf(
  CONFIGURATION,
  anyFeature('online_store', 's_p_o_s', 'payments'),
);
/** spec 3 §2.5 /settings/design-settings (manage_configuration). */
export const DESIGN_REQUIREMENT: Requirement = CONFIGURATION;
