// spec 2 §5 "Shared widgets and validators": a zip code is exactly five digits and found by a zip lookup.
// The shape is checked here; the lookup is the server's (GET /api/zip_codes/{zip}).

const ZIP_CODE = /^\d{5}$/;

export const isZipCodeShape = (text: string): boolean => ZIP_CODE.test(text.trim());

/** The message for a zip code that is not five digits, or null when its shape is right. */
export function zipCodeShapeError(text: string): string | null {
  return isZipCodeShape(text) ? null : 'Enter a zip code of exactly five digits.';
}

export const ZIP_CODE_NOT_FOUND = 'This zip code was not found. Check it and try again.';
