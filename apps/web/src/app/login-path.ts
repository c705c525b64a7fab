/** /login, with `next` when the user was on their way somewhere other than home. */
export function loginPath(location: { pathname: string; search?: string }, extra = ''): string {
  const target = `${location.pathname}${location.search ?? ''}`;
  const params = new URLSearchParams(extra);
  if (target !== '/' && target !== '') params.set('next', target);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
