// `npm run fuzz -- [--seed N|random] [--runs N] [--sequences N] [--only fuzz|stateful]` (issue 23 point 4):
// the fuzzing test file and the stateful sequences' file alone, with another seed, more requests per
// endpoint than CI's fixed 200, or more sequences per entity group than CI's 15. It prints the seed, so a
// failure found with a random one can be run again.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const FILES = {
  fuzz: 'apps/server/src/http/fuzz.routes.test.ts',
  stateful: 'apps/server/src/http/stateful.routes.test.ts',
} as const;

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '23' },
    runs: { type: 'string', default: '200' },
    sequences: { type: 'string', default: '15' },
    only: { type: 'string' },
  },
});
const seed = values.seed === 'random' ? String(Math.floor(Math.random() * 2 ** 31)) : values.seed;
const isKnownFile = (name: string): name is keyof typeof FILES => name in FILES;
const only = values.only;
if (
  !/^\d+$/.test(seed) ||
  !/^\d+$/.test(values.runs) ||
  !/^\d+$/.test(values.sequences) ||
  (only !== undefined && !isKnownFile(only))
) {
  console.error('usage: npm run fuzz -- [--seed N|random] [--runs N] [--sequences N] [--only fuzz|stateful]');
  process.exit(2);
}
const sizes = {
  fuzz: `${values.runs} requests per endpoint`,
  stateful: `${values.sequences} sequences per entity group`,
};
const chosen = only === undefined ? (['fuzz', 'stateful'] as const) : [only];
console.info(`fuzzing with seed ${seed}: ${chosen.map((name) => sizes[name]).join(', ')}`);
const files = chosen.map((name) => FILES[name]);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...files], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: values.runs, STATEFUL_RUNS: values.sequences },
});
process.exit(result.status ?? 1);
