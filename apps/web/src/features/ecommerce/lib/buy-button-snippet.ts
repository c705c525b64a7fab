// Issue 27 point 3, spec 2 §2.2 "then embed code generation": what a merchant pastes on their own site. The
// script (apps/web/public/embed/buy-button.js, served from the app's origin) finds the div by its
// data-paybook-button attribute, reads the button's public page and draws it.

/** Where the app serves the embed script. */
export const BUY_BUTTON_SCRIPT_PATH = '/embed/buy-button.js';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The snippet of a buy button whose hosted checkout is `fullUrl` (/pay/{url_subdomain}/{url_name} on the
 * app's origin): the placeholder div with the checkout's path, and the script from the same origin.
 */
export function buyButtonSnippet(fullUrl: string): string {
  const { origin, pathname } = new URL(fullUrl);
  return [
    `<div data-paybook-button="${escapeAttribute(pathname)}"></div>`,
    `<script async src="${escapeAttribute(origin + BUY_BUTTON_SCRIPT_PATH)}"></script>`,
  ].join('\n');
}
