/**
 * The `x-access-stamp` of the server's signed-in answers (decision 170): it changes when the user's role,
 * rights or the merchant's tier change. The first stamp is only remembered; a later different one tells
 * the listeners (the query client reads the login context again, so the navigation follows on the next
 * request, without signing in again).
 */
type Listener = () => void;

let last: string | null = null;
const listeners = new Set<Listener>();

export const accessStamp = {
  observe(stamp: string | null): void {
    if (stamp === null || stamp === last) return;
    const changed = last !== null;
    last = stamp;
    if (changed) for (const listener of listeners) listener();
  },
  onChange(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
