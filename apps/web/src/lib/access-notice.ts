// Issue 24 point 2: a user sent away from a screen they may not open is told so on the page they land
// on. The route's guard (app/route-loaders.ts) notes the refused screen before it redirects; the shell
// (app/shell/access-notice.tsx) shows the note while its landing page is open.

export interface AccessNote {
  /** The domain route id of the screen the user was refused. */
  routeId: string;
  /** The pathname they were sent to instead. */
  landingPath: string;
}

type Listener = () => void;
let note: AccessNote | null = null;
const listeners = new Set<Listener>();

function set(next: AccessNote | null) {
  if (note === next) return;
  note = next;
  for (const listener of listeners) listener();
}

/** The refused screen and where the user lands instead, for useSyncExternalStore. */
export const accessNote = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): AccessNote | null {
    return note;
  },
};

/** Notes that `routeId` was refused and the user goes to `landing` (a path, perhaps with a query). */
export function noteRefusedRoute(routeId: string, landing: string) {
  set({ routeId, landingPath: landing.split(/[?#]/)[0] ?? landing });
}

export function clearAccessNote() {
  set(null);
}
