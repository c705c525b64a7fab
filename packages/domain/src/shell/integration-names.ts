// spec 1 §2.3, spec 3 §2.1: integration URL names, internal names and vendor claims.
import type { Claim } from '../access/claims.ts';

/** spec 1 §2.3: URL name → internal name. */
export const INTEGRATION_INTERNAL_NAMES = {
  'quickbooks-online': 'quickbooks_online',
  mailchimp: 'mailchimp_v3',
  'constant-contact': 'constantcontact_v1',
} as const;

export type IntegrationUrlName = keyof typeof INTEGRATION_INTERNAL_NAMES;

/** spec 3 §2.1: each vendor tile and page needs the claim integrations.{vendor}. */
export const INTEGRATION_CLAIMS: Readonly<Record<IntegrationUrlName, Claim>> = {
  'quickbooks-online': 'integrations.quickbooks',
  mailchimp: 'integrations.mailchimp',
  'constant-contact': 'integrations.constantcontact',
};

/** spec 3 §2.1: customer matching, field mapping and tax-rate linking exist only for the accounting integration. */
export const ACCOUNTING_INTEGRATION: IntegrationUrlName = 'quickbooks-online';

export function isIntegrationUrlName(name: string): name is IntegrationUrlName {
  return Object.hasOwn(INTEGRATION_INTERNAL_NAMES, name);
}

/** The vendor claim for a URL name; an unknown name gets a claim nobody holds. */
export function integrationClaim(urlName: string | undefined): string {
  if (urlName !== undefined && isIntegrationUrlName(urlName)) return INTEGRATION_CLAIMS[urlName];
  return `integrations.unknown:${urlName ?? ''}`;
}
