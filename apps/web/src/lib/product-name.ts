/**
 * The product's display name from the server's configuration (the login context's `config`), for the page
 * title. A store of its own rather than a read of the query cache: the sign-in page has no query client
 * (issue 14 point 6). It is the deployment's name, not the user's data, so it outlives a sign-out.
 */
type Listener = () => void;

let current: string | null = null;
const listeners = new Set<Listener>();

export const productName = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The configured name, or null before any login context came. */
  getSnapshot(): string | null {
    return current;
  },
  set(name: string) {
    if (name === current) return;
    current = name;
    for (const listener of listeners) listener();
  },
};
