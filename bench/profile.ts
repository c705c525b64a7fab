// `--profile`: the functions with the most self time in the Paybook server's V8 CPU profile.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../e2e/support/server-process.ts';

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

/** The .cpuprofile files in `dir` that are not in `before` (the names listed before the server stopped). */
export async function newProfiles(dir: string, before: ReadonlySet<string>): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  return names.filter((f) => f.endsWith('.cpuprofile') && !before.has(f)).map((f) => path.join(dir, f));
}

/** Prints the top functions by self time (the whole run, start-up included). */
export async function printHotspots(file: string, top = 20): Promise<void> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    totalUs += dt;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(`file://${REPO_ROOT}/`, '')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    selfUs.set(key, (selfUs.get(key) ?? 0) + dt);
  });
  const rows = [...selfUs].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`bench: CPU profile of the Paybook server: ${path.relative(REPO_ROOT, file)}`);
  console.log(`self time, top ${top} of ${(totalUs / 1e6).toFixed(1)} s sampled:`);
  for (const [key, us] of rows) {
    console.log(`  ${((us / totalUs) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
}
