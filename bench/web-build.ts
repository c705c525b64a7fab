// The production build the browser timing and the page weight measure (issue 14 points 6 and 7).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../e2e/support/server-process.ts';

/**
 * The bench's own build: another process's `npm run build` into apps/web/dist cannot change it mid-run.
 * BENCH_WEB_DIST_DIR moves it, so two benches run side by side do not build into one folder.
 */
export const BENCH_WEB_DIST = path.resolve(
  process.env.BENCH_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'bench', 'results', 'web-dist'),
);
export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');

/**
 * apps/web's `vite build` into BENCH_WEB_DIST, so the page measured is the code checked out and never a
 * stale build; answers the folder (the server's WEB_DIST_DIR). Its output is shown only when it fails.
 */
export async function buildWeb(): Promise<string> {
  const started = Date.now();
  const args = ['vite', 'build', '--outDir', BENCH_WEB_DIST, '--emptyOutDir'];
  const child = spawn('npx', args, {
    cwd: path.join(REPO_ROOT, 'apps', 'web'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const code = await new Promise<number | string>((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? signal ?? 'unknown'));
    child.on('error', (error) => resolve(error.message));
  });
  if (code !== 0) {
    const last = output.trimEnd().split('\n').slice(-40).join('\n');
    throw new Error(`npx ${args.join(' ')} (in apps/web) failed (${code}):\n${last}`);
  }
  const where = path.relative(REPO_ROOT, BENCH_WEB_DIST);
  console.log(`bench: web built into ${where} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return BENCH_WEB_DIST;
}

/** `--no-build`: apps/web/dist as it is, which must exist. */
export function existingWebBuild(): string {
  if (!existsSync(path.join(DEFAULT_WEB_DIST, 'index.html'))) {
    throw new Error('--no-build: apps/web/dist/index.html is missing; run `npm run build` first');
  }
  return DEFAULT_WEB_DIST;
}
