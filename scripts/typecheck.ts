// `npm run typecheck`: `tsc -p` on each of the five projects, two at a time (decision 157: the machine has
// two cores and each tsc uses one; one after another they took 70 s). The largest start first so the small
// ones fill the other core. Each project's output is printed whole once it ends, with its time; the exit
// code is 1 when any failed.
//
//   npm run typecheck                          every project
//   node --import tsx scripts/typecheck.ts apps/web e2e     only these
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/** Largest first (their time on CI's machine, one at a time: server ~30 s, web ~20 s, the others less). */
const PROJECTS = ['apps/server', 'apps/web', 'e2e', 'packages/contracts', 'packages/domain'];
const TSC = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsc');

type Result = { project: string; code: number; seconds: number; output: string };

function check(project: string): Promise<Result> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(TSC, ['-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    const done = (code: number, extra = '') =>
      resolve({ project, code, seconds: (Date.now() - t0) / 1000, output: output + extra });
    child.on('error', (error) => done(1, error.message));
    child.on('close', (code, signal) => done(code ?? 1, signal ? `ended by ${signal}` : ''));
  });
}

async function main(): Promise<number> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !PROJECTS.includes(name));
  if (unknown.length > 0) {
    console.error(
      `typecheck: unknown project(s) ${unknown.join(', ')}; the projects are ${PROJECTS.join(', ')}`,
    );
    return 2;
  }
  const queue = asked.length === 0 ? [...PROJECTS] : PROJECTS.filter((name) => asked.includes(name));
  const parallel = Math.max(1, Math.min(2, availableParallelism()));
  let failed = 0;
  const worker = async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
      const result = await check(project);
      if (result.output.trim()) process.stdout.write(result.output);
      const outcome = result.code === 0 ? 'ok' : `failed (exit ${result.code})`;
      console.log(`tsc -p ${result.project}: ${outcome} in ${result.seconds.toFixed(0)} s`);
      if (result.code !== 0) failed++;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return failed === 0 ? 0 : 1;
}

process.exit(await main());
