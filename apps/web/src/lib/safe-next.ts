/** A `next` target from the URL, only when it is a path inside this app (no open redirect). */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next.startsWith('/login') || next.startsWith('/support')) return fallback;
  return next;
}
