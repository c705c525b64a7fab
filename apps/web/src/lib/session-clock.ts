/**
 * What the web app knows about the server session's idle expiry (spec 1 §4.3, §9).
 * Fed by the login context, the keep-alive answer and the `x-session-idle-expires-at`
 * header the server sets on every authenticated answer; read by the session-expiry modal.
 *
 * Times are kept on the server's clock: `serverOffsetMs` (server minus browser, from the
 * `Date` header) corrects a browser whose clock is off, so the countdown matches the server.
 */
export interface SessionClockState {
  /** Server-clock epoch milliseconds when the session ends unless kept alive; null when signed out. */
  idleExpiresAt: number | null;
  serverOffsetMs: number;
}

type Listener = () => void;

let state: SessionClockState = { idleExpiresAt: null, serverOffsetMs: 0 };
const listeners = new Set<Listener>();

function emit(next: SessionClockState) {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionClock = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): SessionClockState {
    return state;
  },
  /** Records a new idle expiry (ISO instant); ignores unparseable values. */
  setIdleExpiresAt(iso: string | null | undefined) {
    if (!iso) return;
    const at = Date.parse(iso);
    if (Number.isNaN(at) || at === state.idleExpiresAt) return;
    emit({ ...state, idleExpiresAt: at });
  },
  /** Learns the server-minus-browser offset from an HTTP `Date` header (1 s resolution). */
  setServerDate(httpDate: string | null) {
    if (!httpDate) return;
    const serverNow = Date.parse(httpDate);
    if (Number.isNaN(serverNow)) return;
    const offset = serverNow - Date.now();
    // The header is rounded down to whole seconds: only react to real skew.
    if (Math.abs(offset - state.serverOffsetMs) < 2000) return;
    emit({ ...state, serverOffsetMs: Math.abs(offset) < 2000 ? 0 : offset });
  },
  clear() {
    emit({ ...state, idleExpiresAt: null });
  },
  /** Milliseconds until idle expiry by the server's clock, or null when unknown. */
  msUntilExpiry(now = Date.now()): number | null {
    if (state.idleExpiresAt === null) return null;
    return state.idleExpiresAt - (now + state.serverOffsetMs);
  },
};
