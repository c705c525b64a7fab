import { afterAll, afterEach } from 'vitest';
import { runCleanups } from './cleanups.ts';
import { takeUndeclaredStatuses } from './declared-statuses.ts';
import { takePgViolations } from './pg-concurrency-guard.ts';

// The hooks every API test file gets (vitest.config.ts setupFiles, run before each file). They live here and
// not at the top level of the helpers they serve: a worker runs many files with one module cache (isolate:
// false, issue 23 point 9), so a helper's top level runs once per worker, and a hook registered there would
// serve only the first file.

afterEach(() => {
  const found = takePgViolations();
  if (found.length > 0) throw new Error(`pg 9 would refuse what this test did:\n${found.join('\n\n')}`);
});

afterEach(() => {
  const found = takeUndeclaredStatuses();
  if (found.length > 0)
    throw new Error(`Statuses the OpenAPI document does not declare:\n${found.join('\n')}`);
});

afterAll(runCleanups);
