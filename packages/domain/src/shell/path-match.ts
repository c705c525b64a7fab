// Ruling 3: browser-history paths with `:param`, optional trailing `:param?` and a trailing `*`.
import type { RouteParams } from './route-types.ts';

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/** The pathname without query, hash and trailing slash. */
export function normalizePathname(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const parts = segments(bare);
  return `/${parts.join('/')}`;
}

/** The params of `pathname` when it matches `pattern`, otherwise null. */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const want = segments(pattern);
  const have = segments(normalizePathname(pathname));
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] ?? '';
    const value = have[i];
    if (part === '*') return params;
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = safeDecode(value);
      continue;
    }
    if (value !== part) return null;
  }
  return have.length <= want.length ? params : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** How specific a pattern is: static segments outrank params, so '/x/list' beats '/x/:id'. */
export function patternSpecificity(pattern: string): number {
  return segments(pattern).reduce(
    (score, part) => score + (part === '*' ? 0 : part.startsWith(':') ? 1 : 100),
    0,
  );
}

/**
 * The pattern with its params filled in (URI-encoded); optional params and `*` that have no value
 * are dropped. Undefined when a required param is missing.
 */
export function fillPath(pattern: string, params: RouteParams = {}): string | undefined {
  const out: string[] = [];
  for (const part of segments(pattern)) {
    if (part === '*') continue;
    if (!part.startsWith(':')) {
      out.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const value = params[part.slice(1, optional ? -1 : undefined)];
    if (value === undefined || value === '') {
      if (optional) continue;
      return undefined;
    }
    out.push(encodeURIComponent(value));
  }
  return `/${out.join('/')}`;
}
