import type { LoginContext } from '@paybook/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { loginContextQueryOptions } from './login-context-query';

export { getLoginContext, loginContextQueryOptions } from './login-context-query';

/** The login context; the app route's loader has already fetched it. */
export function useLoginContext(): LoginContext {
  return useSuspenseQuery(loginContextQueryOptions()).data;
}
