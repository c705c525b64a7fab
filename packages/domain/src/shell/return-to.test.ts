import { describe, expect, it } from 'vitest';
import { forwardedQuery, returnPath } from './return-to.ts';

// spec 3 §2.5: /settings redirects to /settings/business-settings (params toState, toParams).

describe('the query a redirect carries (spec 3 §2.5)', () => {
  const search = new URLSearchParams({ toState: 'pos', toParams: '{}', other: 'x' });
  it.each([
    ['settings', '/settings/business-settings', '?toState=pos&toParams=%7B%7D'],
    // A refusal (no manage_configuration) lands on the profile, without the parameters.
    ['settings', '/settings/profile', ''],
    // A route that declares none carries none.
    ['settings.taxes-fees', '/settings/taxes-fees-discounts', ''],
    ['nowhere', '/settings/business-settings', ''],
  ])('%s to %s keeps %j', (routeId, target, expected) => {
    expect(forwardedQuery(routeId, target, search)).toBe(expected);
  });

  it('keeps nothing when the address has none of them', () => {
    expect(forwardedQuery('settings', '/settings/business-settings', new URLSearchParams())).toBe('');
  });
});

describe('where a page returns to (toState, toParams)', () => {
  it.each([
    ['pos', null, '/pos'],
    ['pos', '', '/pos'],
    ['settings.staff.edit', '{"userId":12}', '/settings/staff/edit/12'],
    ['ecommerce.main', '{}', '/ecommerce'],
    [null, null, undefined],
    ['', '{}', undefined],
    // Not a screen of this app: nowhere to go (the parameters never send anyone away).
    ['https://evil.example', null, undefined],
    ['no.such.state', null, undefined],
    // A public page or a pure redirect is no place to return to.
    ['login', null, undefined],
    ['settings', null, undefined],
    // Params that are not an object of strings and numbers.
    ['pos', 'not json', undefined],
    ['pos', '[1]', undefined],
    ['pos', '{"a":{"b":1}}', undefined],
  ])('toState %j, toParams %j: %j', (toState, toParams, expected) => {
    expect(returnPath(toState, toParams)).toBe(expected);
  });
});
