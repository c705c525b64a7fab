// spec 1 §3 Business settings url_subdomain; the booking address /book/{url_subdomain} (ruling 4).

/** A DNS label: the address may one day be a real subdomain. */
export const URL_SUBDOMAIN_MIN_LENGTH = 3;
export const URL_SUBDOMAIN_MAX_LENGTH = 63;

/** Lower-case letters, digits and hyphens, neither first nor last a hyphen; the database checks the same. */
const URL_SUBDOMAIN_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/** Why a url_subdomain cannot be saved, or null. Uniqueness is the server's to check. */
export function urlSubdomainError(value: string): string | null {
  if (value.length === 0) return 'Enter a booking address.';
  if (value.length < URL_SUBDOMAIN_MIN_LENGTH) return `Use at least ${URL_SUBDOMAIN_MIN_LENGTH} characters.`;
  if (value.length > URL_SUBDOMAIN_MAX_LENGTH) return `Use at most ${URL_SUBDOMAIN_MAX_LENGTH} characters.`;
  if (!URL_SUBDOMAIN_PATTERN.test(value))
    return 'Use lower-case letters, digits and hyphens; start and end with a letter or digit.';
  return null;
}
