// spec 1 §3 Business settings url_subdomain; the booking address /book/{url_subdomain} (ruling 4).

/** A DNS label: the address may one day be a real subdomain. */
export const URL_SUBDOMAIN_MIN_LENGTH = 3;
export const URL_SUBDOMAIN_MAX_LENGTH = 63;

/** Lower-case letters, digits and hyphens, neither first nor last a hyphen; the database checks the same. */
const URL_SUBDOMAIN_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/**
 * Issue 13 point 8: addresses that would pass for Paybook itself (its own hosts, pages and mailboxes, should
 * the address become a real subdomain), so no merchant can take them.
 */
export const RESERVED_URL_SUBDOMAINS: ReadonlySet<string> = new Set([
  'abuse',
  'account',
  'accounts',
  'admin',
  'administrator',
  'api',
  'app',
  'apps',
  'assets',
  'auth',
  'billing',
  'blog',
  'book',
  'booking',
  'cdn',
  'checkout',
  'dashboard',
  'demo',
  'dev',
  'docs',
  'email',
  'ftp',
  'help',
  'hostmaster',
  'images',
  'imap',
  // /pay/invoice/{token} is the invoice's pay page beside /pay/{url_subdomain}/{url_name} (issue 27).
  'invoice',
  'invoices',
  'login',
  'logout',
  'mail',
  'media',
  'news',
  'noreply',
  'no-reply',
  'ns1',
  'ns2',
  'pay',
  'payment',
  'payments',
  'paybook',
  'pop',
  'pop3',
  'portal',
  'postmaster',
  'register',
  'root',
  'secure',
  'security',
  'settings',
  'signin',
  'signup',
  'smtp',
  'staging',
  'static',
  'status',
  'store',
  'support',
  'system',
  'test',
  'webmail',
  'webmaster',
  'www',
]);

export const URL_SUBDOMAIN_RESERVED = 'This booking address is reserved. Choose another.';

/**
 * Issue 13 point 8: an address a merchant gives up stays theirs this long, so an old /book/ link never
 * shows another business; only they may take it back meanwhile. The database keeps it (migration 0016).
 */
export const URL_SUBDOMAIN_HOLD_DAYS = 90;

/** Why a url_subdomain cannot be saved, or null. Uniqueness (and the 90-day hold of released ones) is the server's to check. */
export function urlSubdomainError(value: string): string | null {
  if (value.length === 0) return 'Enter a booking address.';
  if (value.length < URL_SUBDOMAIN_MIN_LENGTH) return `Use at least ${URL_SUBDOMAIN_MIN_LENGTH} characters.`;
  if (value.length > URL_SUBDOMAIN_MAX_LENGTH) return `Use at most ${URL_SUBDOMAIN_MAX_LENGTH} characters.`;
  if (!URL_SUBDOMAIN_PATTERN.test(value))
    return 'Use lower-case letters, digits and hyphens; start and end with a letter or digit.';
  if (RESERVED_URL_SUBDOMAINS.has(value)) return URL_SUBDOMAIN_RESERVED;
  return null;
}
