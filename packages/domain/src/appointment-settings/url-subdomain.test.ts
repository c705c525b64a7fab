import { describe, expect, it } from 'vitest';
import { RESERVED_URL_SUBDOMAINS, URL_SUBDOMAIN_RESERVED, urlSubdomainError } from './url-subdomain.ts';

describe('booking address url_subdomain (spec 1 §3 Business settings, ruling 4)', () => {
  it('takes lower-case letters, digits and hyphens', () => {
    expect(urlSubdomainError('juniper')).toBeNull();
    expect(urlSubdomainError('juniper-spa-2')).toBeNull();
    expect(urlSubdomainError('123')).toBeNull();
  });

  it('refuses capitals, spaces, dots and other characters', () => {
    for (const value of ['Juniper', 'juniper spa', 'juniper.spa', 'juniper_spa', 'spa&salon', 'café']) {
      expect(urlSubdomainError(value)).toMatch(/lower-case letters, digits and hyphens/);
    }
  });

  it('refuses a hyphen at either end', () => {
    expect(urlSubdomainError('-juniper')).not.toBeNull();
    expect(urlSubdomainError('juniper-')).not.toBeNull();
  });

  it('is 3 to 63 characters and not empty', () => {
    expect(urlSubdomainError('')).toBe('Enter a booking address.');
    expect(urlSubdomainError('ab')).toBe('Use at least 3 characters.');
    expect(urlSubdomainError('a'.repeat(63))).toBeNull();
    expect(urlSubdomainError('a'.repeat(64))).toBe('Use at most 63 characters.');
  });

  it('refuses the reserved names Paybook keeps for itself (issue 13 point 8)', () => {
    const required = [
      'api',
      'www',
      'admin',
      'support',
      'book',
      'pay',
      'app',
      'help',
      'mail',
      'static',
      'assets',
    ];
    for (const value of [...required, 'login', 'signup']) {
      expect(urlSubdomainError(value)).toBe(URL_SUBDOMAIN_RESERVED);
    }
    for (const value of RESERVED_URL_SUBDOMAINS)
      expect(urlSubdomainError(value)).toBe(URL_SUBDOMAIN_RESERVED);
  });

  it('takes a name that only contains a reserved one', () => {
    expect(urlSubdomainError('api-salon')).toBeNull();
    expect(urlSubdomainError('bookkeeping')).toBeNull();
  });
});
