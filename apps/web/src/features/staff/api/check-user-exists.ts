import type { checkUserExists as checkUserExistsEndpoint } from '@paybook/contracts/endpoints/staff';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * GET /api/check_if_user_exists?email (spec 3 §5): whether one of the merchant's users has the user name
 * (issue 13 §7: never about other merchants; a name taken elsewhere is refused when the form saves).
 */
export async function checkUserExists(email: string): Promise<boolean> {
  const answer = await callEndpoint<typeof checkUserExistsEndpoint>(
    { method: 'GET', path: '/check_if_user_exists' },
    { query: { email } },
  );
  return answer.exists;
}
