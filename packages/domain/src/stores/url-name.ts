// spec 2 §5 Stores and forms: "url_name derives from name: remove non-alphanumerics, turn spaces into
// hyphens, lower-case. When url_name is empty on a payment form it is generated the same way."
// Decision 164: a run of spaces is one hyphen and the ends are trimmed, so 'Yoga  Pack ' is 'yoga-pack'.

/** The longest url_name: the part of /pay/{url_subdomain}/{url_name} a store names. */
export const URL_NAME_MAX = 80;

/** The url_name a name derives. */
export function urlNameOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, URL_NAME_MAX)
    .replace(/-+$/, '');
}

/** What a typed url_name must look like: lower-case letters, digits and single hyphens inside. */
export const URL_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** spec 2 §8: the message a name whose url_name another store holds gets (on the name field). */
export const STORE_NAME_TAKEN_MESSAGE = 'Store name must be unique';

/** The url_name a store is saved with: the typed one, or derived from the name when empty. */
export function storeUrlName(name: string, urlName: string): string {
  return urlName.trim() === '' ? urlNameOf(name) : urlName.trim().toLowerCase();
}
