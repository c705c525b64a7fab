import { describe, expect, it } from 'vitest';
import type { AchAuthorizationType } from '../payments/codes.ts';
import {
  type AchAuthorizationWarning,
  achAuthorizationFor,
  achAuthorizationWarnings,
  defaultAchAuthorization,
  offeredAchAuthorizationTypes,
} from './ach-authorization.ts';

// spec 3 §5 Checkout (business-checking ACH) and decision 111 (Ccd needs the company's name).
describe('offeredAchAuthorizationTypes', () => {
  it.each<[string, AchAuthorizationType[]]>([
    ['Acme LLC', ['Ppd', 'Tel', 'Web', 'Ccd']],
    ['', ['Ppd', 'Tel', 'Web']],
    ['   ', ['Ppd', 'Tel', 'Web']],
  ])('company name %j offers %j', (company, offered) => {
    expect(offeredAchAuthorizationTypes(company)).toEqual(offered);
  });
});

describe('defaultAchAuthorization: index 4 when present, otherwise the last', () => {
  it.each<[AchAuthorizationType[], AchAuthorizationType | null]>([
    [['Ppd', 'Tel', 'Web', 'Ccd'], 'Ccd'],
    [['Ppd', 'Tel', 'Web', 'Ccd', 'Ppd'], 'Ppd'],
    [['Ppd', 'Tel', 'Web'], 'Web'],
    [['Ppd'], 'Ppd'],
    [[], null],
  ])('%j → %s', (offered, expected) => {
    expect(defaultAchAuthorization(offered)).toBe(expected);
  });
});

describe('achAuthorizationFor: the chosen type while offered, else the default', () => {
  it.each<[AchAuthorizationType[], AchAuthorizationType | null, AchAuthorizationType | null]>([
    [['Ppd', 'Tel', 'Web', 'Ccd'], null, 'Ccd'],
    [['Ppd', 'Tel', 'Web', 'Ccd'], 'Tel', 'Tel'],
    [['Ppd', 'Tel', 'Web'], 'Ccd', 'Web'],
    [['Ppd', 'Tel', 'Web'], 'Ppd', 'Ppd'],
    [[], 'Ppd', null],
  ])('%j with %s → %s', (offered, chosen, used) => {
    expect(achAuthorizationFor(offered, chosen)).toBe(used);
  });
});

describe('achAuthorizationWarnings: Tel, and Ccd not available', () => {
  it.each<[AchAuthorizationType[], AchAuthorizationType | null, AchAuthorizationWarning[]]>([
    [['Ppd', 'Tel', 'Web', 'Ccd'], 'Ccd', []],
    [['Ppd', 'Tel', 'Web', 'Ccd'], 'Tel', ['tel']],
    [['Ppd', 'Tel', 'Web'], 'Web', ['ccd_unavailable']],
    [['Ppd', 'Tel', 'Web'], 'Tel', ['tel', 'ccd_unavailable']],
    [['Ppd', 'Tel', 'Web', 'Ccd'], null, []],
  ])('%j with %s → %j', (offered, chosen, warnings) => {
    expect(achAuthorizationWarnings(offered, chosen)).toEqual(warnings);
  });

  it('a business account without a company name can show the Ccd warning (it never could before)', () => {
    const offered = offeredAchAuthorizationTypes('');
    expect(achAuthorizationWarnings(offered, defaultAchAuthorization(offered))).toEqual(['ccd_unavailable']);
  });
});
