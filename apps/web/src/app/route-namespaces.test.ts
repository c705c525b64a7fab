import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '@/lib/i18n';

// Issue 14 point 6: a route loads the translation namespaces its screen shows before it renders
// (lazy-screen.ts). This reads the sources: every text key that a route's module, or anything it imports
// (dynamic imports included: a dialog opened later shows its texts too), names must be in a namespace
// that the route declares, or in `common`, which comes with the first page.

const SRC = path.resolve(import.meta.dirname, '..');
const LOCALES = path.join(SRC, 'locales', 'en');

function read(file: string): string {
  return readFileSync(file, 'utf8');
}

/** The namespace (file) of each top-level key. */
function keyOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of readdirSync(LOCALES)) {
    const namespace = path.basename(file, '.json');
    for (const key of Object.keys(JSON.parse(read(path.join(LOCALES, file))) as object)) {
      const other = owners.get(key);
      if (other) throw new Error(`Key "${key}" is defined in ${other}.json and ${namespace}.json`);
      owners.set(key, namespace);
    }
  }
  return owners;
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this one.
    }
  }
  return null;
}

const IMPORT_PATTERNS = [
  /^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm,
  /^export\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm,
  /import\(\s*'([^']+)'\s*\)/g,
];

/** The namespaces of the keys that a module and everything it imports name. */
function namespacesUsedBy(entry: string, owners: Map<string, string>): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const source = read(file);
    // A template key (`productTiers.${name}`) names its namespace too. A form's field path that reads
    // as a key (the staff form's notifications.appointments) makes its route load that namespace.
    for (const match of source.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g)) {
      const owner = owners.get(match[1] ?? '');
      if (owner) used.add(owner);
    }
    for (const pattern of IMPORT_PATTERNS) {
      for (const match of source.matchAll(pattern)) {
        const target = resolveImport(file, match[1] ?? '');
        if (target && !target.endsWith('.test.ts')) queue.push(target);
      }
    }
  }
  used.delete('common');
  return used;
}

interface Screen {
  module: string;
  declared: string[];
}

/** Each `screen(() => import('…'), [namespaces])` of routes.tsx, app-routes.tsx and app-routes-loader.ts. */
function screens(): Screen[] {
  const source = ['routes.tsx', 'app-routes.tsx', 'app-routes-loader.ts']
    .map((file) => read(path.join(SRC, 'app', file)))
    .join('\n');
  const found: Screen[] = [];
  for (const match of source.matchAll(
    /screen\(\s*\(\)\s*=>\s*import\('([^']+)'\)[\s\S]*?\}\)\),\s*\[([^\]]*)\]/g,
  )) {
    const declared = [...(match[2] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
    found.push({ module: match[1] ?? '', declared });
  }
  return found;
}

describe('translation namespaces per route (issue 14 point 6)', () => {
  const owners = keyOwners();

  it('lists every locale file but common as a namespace', () => {
    const files = readdirSync(LOCALES).map((file) => path.basename(file, '.json'));
    expect([...namespaces, 'common'].sort()).toEqual(files.sort());
  });

  it('finds the lazy screens of routes.tsx', () => {
    expect(screens().length).toBeGreaterThan(30);
  });

  it.each(screens())('$module loads the namespaces of the texts it shows', ({ module, declared }) => {
    const file = resolveImport(path.join(SRC, 'app', 'routes.tsx'), module);
    expect(file, `${module} resolves`).not.toBeNull();
    const used = namespacesUsedBy(file ?? '', owners);
    expect([...declared].sort()).toEqual([...used].sort());
  });
});
