import type { CheckUserExistsResponse } from '@paybook/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/check_if_user_exists?email (spec 3 §5): whether one of the merchant's users has the user name
 * (issue 13 §7: never about other merchants; a name taken elsewhere is refused when the form saves).
 */
export async function checkUserExists(email: string): Promise<boolean> {
  const answer = await api.get<CheckUserExistsResponse>('/check_if_user_exists', { query: { email } });
  return answer.exists;
}
