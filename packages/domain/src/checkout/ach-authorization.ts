import { ACH_AUTHORIZATION_TYPES, type AchAuthorizationType } from '../payments/codes.ts';

// spec 3 §5 Checkout: "Business-checking ACH needs a company name and an authorization type. It warns on
// Tel and, when Ccd is not available, warns about that. The default authorization is the fifth type
// (index 4) when present, otherwise the last." Decision 111: Ccd (corporate credit or debit) is the
// authorization of a payment from a company, and its entry names that company, so it is offered only
// when the business checking account's company name is known: typed for a new account, on file for a
// stored one. A stored account added without one offers Ppd, Tel and Web, defaults to Web and warns.

/** The authorization types a business-checking payment may use, in the spec's order (spec 3 §3.4). */
export function offeredAchAuthorizationTypes(companyName: string): readonly AchAuthorizationType[] {
  return companyName.trim() === ''
    ? ACH_AUTHORIZATION_TYPES.filter((type) => type !== 'Ccd')
    : ACH_AUTHORIZATION_TYPES;
}

/** spec 3 §5: the default of the offered types, index 4 when present, otherwise the last; null when none. */
export function defaultAchAuthorization(
  offered: readonly AchAuthorizationType[],
): AchAuthorizationType | null {
  return offered[4] ?? offered.at(-1) ?? null;
}

/** The type a payment uses: the one chosen while it is offered, otherwise the default of those offered. */
export function achAuthorizationFor(
  offered: readonly AchAuthorizationType[],
  chosen: AchAuthorizationType | null,
): AchAuthorizationType | null {
  return chosen !== null && offered.includes(chosen) ? chosen : defaultAchAuthorization(offered);
}

export type AchAuthorizationWarning = 'tel' | 'ccd_unavailable';

/** spec 3 §5: the warnings a business-checking payment shows for the chosen type. */
export function achAuthorizationWarnings(
  offered: readonly AchAuthorizationType[],
  chosen: AchAuthorizationType | null,
): AchAuthorizationWarning[] {
  const warnings: AchAuthorizationWarning[] = [];
  if (chosen === 'Tel') warnings.push('tel');
  if (!offered.includes('Ccd')) warnings.push('ccd_unavailable');
  return warnings;
}
