import type { SupportContext } from '@paybook/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { supportContextQueryOptions } from './support-context-query';

export { getSupportContext, supportContextQueryOptions } from './support-context-query';

/** The support context; the console route's loader has already fetched it. */
export function useSupportContext(): SupportContext {
  return useSuspenseQuery(supportContextQueryOptions()).data;
}
