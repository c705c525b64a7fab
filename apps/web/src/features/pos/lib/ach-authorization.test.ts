import { describe, expect, it } from 'vitest';
import { authorizationWarnings, defaultAuthorizationType } from './ach-authorization';

// spec 3 §5 Checkout: the business-checking authorization type.
describe('defaultAuthorizationType', () => {
  it.each([
    [['Ppd', 'Tel', 'Web', 'Ccd'], 'Ccd'],
    [['Ppd', 'Tel', 'Web', 'Ccd', 'Ppd'], 'Ppd'],
    [['Ppd', 'Web'], 'Web'],
    [[], null],
  ] as const)('%o → %s', (offered, expected) => {
    expect(defaultAuthorizationType(offered)).toBe(expected);
  });
});

describe('authorizationWarnings', () => {
  it.each([
    [['Ppd', 'Tel', 'Web', 'Ccd'], 'Ccd', []],
    [['Ppd', 'Tel', 'Web', 'Ccd'], 'Tel', ['tel']],
    [['Ppd', 'Tel', 'Web'], 'Web', ['ccd_unavailable']],
    [['Ppd', 'Tel'], 'Tel', ['tel', 'ccd_unavailable']],
  ] as const)('%o chosen %s → %o', (offered, chosen, expected) => {
    expect(authorizationWarnings(offered, chosen)).toEqual(expected);
  });
});
