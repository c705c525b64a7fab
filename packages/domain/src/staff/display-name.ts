/** spec 1 §3 Service provider: the display name is cut at 35 characters followed by '...'. */
export const PROVIDER_DISPLAY_NAME_MAX = 35;

export function providerDisplayName(firstName: string, lastName: string): string {
  const full = `${firstName} ${lastName}`.trim();
  return full.length > PROVIDER_DISPLAY_NAME_MAX ? `${full.slice(0, PROVIDER_DISPLAY_NAME_MAX)}...` : full;
}
