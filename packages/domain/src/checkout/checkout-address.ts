// spec 3 §5 Checkout: "Zip codes have spaces stripped. Country is CA when the state is AB, BC, NB, NL, NS,
// NT, NU, ON, PE, QC, SK or YT, otherwise US." The checkout's addresses (spec 3 §3.4) are read with these
// by the contracts, and the collect-addresses modal shows the country they give.

/** spec 3 §5 Checkout: the provinces and territories that make an address Canadian. */
export const CANADIAN_PROVINCES = [
  'AB',
  'BC',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

/** spec 3 §5 Checkout: CA for a Canadian province or territory code (any case), otherwise US. */
export function countryOfState(state: string): 'CA' | 'US' {
  return (CANADIAN_PROVINCES as readonly string[]).includes(state.trim().toUpperCase()) ? 'CA' : 'US';
}

/** spec 3 §5 Checkout: a zip code with its spaces stripped ("M5V 2T6" → "M5V2T6"). */
export function checkoutZipCode(zip: string): string {
  return zip.replace(/\s+/g, '');
}
