// `npm run fuzz -- [--seed N|random] [--runs N]` (issue 23 point 4): the fuzzing test file alone, with
// another seed or more requests per endpoint than CI's fixed 200. It prints the seed, so a failure found
// with a random one can be run again.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { seed: { type: 'string', default: '23' }, runs: { type: 'string', default: '200' } },
});
const seed = values.seed === 'random' ? String(Math.floor(Math.random() * 2 ** 31)) : values.seed;
if (!/^\d+$/.test(seed) || !/^\d+$/.test(values.runs)) {
  console.error('usage: npm run fuzz -- [--seed N|random] [--runs N]');
  process.exit(2);
}
console.info(`fuzzing with seed ${seed}, ${values.runs} requests per endpoint`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', 'apps/server/src/http/fuzz.routes.test.ts'],
  { stdio: 'inherit', env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: values.runs } },
);
process.exit(result.status ?? 1);
