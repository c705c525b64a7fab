// Decision 164: a store's hosted page is /pay/{url_subdomain}/{url_name} on this server (the server's
// full_url once saved); the wizard shows it before saving.

/** The address a payment form of this url_name will have. */
export const hostedAddress = (origin: string, urlSubdomain: string, urlName: string) =>
  `${origin}/pay/${urlSubdomain}/${urlName}`;
