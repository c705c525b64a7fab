// Issue 16 point 10: which navigation entry is highlighted for an address.

/** A link of the navigation as the active-entry rule sees it. */
export interface NavLinkTarget {
  id: string;
  href: string;
  matchPrefix?: string | undefined;
}

/** How well a link stands for the address: its exact page first, then the longest area; -1 not at all. */
function matchLength(target: NavLinkTarget, pathname: string): number {
  const path = target.href.split(/[?#]/)[0] ?? target.href;
  if (pathname === path) return Number.MAX_SAFE_INTEGER;
  const prefixes = [path, target.matchPrefix].filter((p): p is string => p !== undefined && p !== '/');
  const lengths = prefixes
    .filter((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    .map((prefix) => prefix.length);
  return lengths.length > 0 ? Math.max(...lengths) : -1;
}

/**
 * Issue 16 point 10: the one navigation entry to highlight for an address. /appointments/settings/… is
 * both under Appointments (/appointments) and Appointment settings; the most specific link wins (the
 * exact page, else the longest matching area), so one entry is highlighted, never two.
 */
export function activeNavId(targets: readonly NavLinkTarget[], pathname: string): string | undefined {
  let best: { id: string; length: number } | undefined;
  for (const target of targets) {
    const length = matchLength(target, pathname);
    if (length >= 0 && (best === undefined || length > best.length)) best = { id: target.id, length };
  }
  return best?.id;
}
