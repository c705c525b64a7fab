import type { AchAuthorizationType } from '@paybook/domain';

// spec 3 §5 Checkout: "Business-checking ACH needs a company name and an authorization type. It warns on
// Tel and, when Ccd is not available, warns about that. The default authorization is the fifth type
// (index 4) when present, otherwise the last."

/** The default of the offered types: index 4 when present, otherwise the last; null when none. */
export function defaultAuthorizationType(
  offered: readonly AchAuthorizationType[],
): AchAuthorizationType | null {
  return offered[4] ?? offered.at(-1) ?? null;
}

export type AuthorizationWarning = 'tel' | 'ccd_unavailable';

/** The warnings a business-checking ACH payment shows for the chosen type. */
export function authorizationWarnings(
  offered: readonly AchAuthorizationType[],
  chosen: AchAuthorizationType | null,
): AuthorizationWarning[] {
  return [
    ...(chosen === 'Tel' ? (['tel'] as const) : []),
    ...(offered.includes('Ccd') ? [] : (['ccd_unavailable'] as const)),
  ];
}
