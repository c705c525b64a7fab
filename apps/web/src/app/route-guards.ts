import { queryClient } from '@/lib/query-client';
import { createLoaders } from './route-loaders';

/** The routes' loaders on the app's query client, in the signed-in app's chunk (guard-loaders.ts loads it for routes.tsx). */
export const loaders = createLoaders(queryClient);
