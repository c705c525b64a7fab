import { queryClient } from '@/lib/query-client';
import { createLoaders } from './route-loaders';

/** The routes' loaders on the app's query client; a chunk of its own (guard-loaders.ts loads it). */
export const loaders = createLoaders(queryClient);
