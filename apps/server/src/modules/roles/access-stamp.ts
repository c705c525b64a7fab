/**
 * Issue 26 point 2: a signed-in answer names what the user's navigation derives from (role, admin flag,
 * rights, the merchant's tier and features) as a short stamp. The web keeps the login context for a while;
 * when an answer's stamp differs from the last one it saw, it reads the context again, so a role or rights
 * change reaches a signed-in staff member on their next request without signing in again (decision 170).
 */
export const ACCESS_STAMP_HEADER = 'x-access-stamp';

type StampUser = { roleId: number; isAdmin: boolean; accessRights: readonly string[] };
type StampMerchant = { productName: string; features: readonly string[] };

/** FNV-1a over the parts, in base 36: the same inputs give the same stamp on every node. */
export function accessStampOf(user: StampUser, merchant: StampMerchant): string {
  const text = [
    user.roleId,
    user.isAdmin ? 1 : 0,
    [...user.accessRights].sort().join(','),
    merchant.productName,
    [...merchant.features].sort().join(','),
  ].join('|');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
