// spec 3 §5 Checkout "Customer search starts at more than 2 characters" and §9 "customer search needs more
// than 2 characters; customer list page size 200": the point of sale's customer search (PUT
// customers_stats/search). The server refuses a shorter search and the select-customer modal waits for one.

/** spec 3 §5: a search needs more than 2 characters. */
export const CUSTOMER_SEARCH_MIN_CHARACTERS = 3;
/** spec 3 §9: the point of sale's customer list page size. */
export const POS_CUSTOMER_PAGE_SIZE = 200;

/** Whether the typed text may be searched: more than 2 characters once the spaces around it are gone. */
export function isCustomerSearchable(text: string): boolean {
  return text.trim().length >= CUSTOMER_SEARCH_MIN_CHARACTERS;
}
