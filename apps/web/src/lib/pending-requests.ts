/** Counts API calls in flight, for the loading bar (spec 1 §9). */
type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

function set(next: number) {
  pending = Math.max(0, next);
  for (const listener of listeners) listener();
}

export const pendingRequests = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): number {
    return pending;
  },
  start() {
    set(pending + 1);
  },
  finish() {
    set(pending - 1);
  },
};
