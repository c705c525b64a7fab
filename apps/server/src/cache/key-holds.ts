/** A hold lasts until its own notification returns, or this long (its transaction rolled back). */
export const HOLD_MS = 30_000;

/**
 * The keys a transaction of this process invalidates, from its `notifyInvalidation` until its own
 * notification comes back after the COMMIT (cache/invalidation-bus.ts): meanwhile no cache of this node
 * serves or stores an entry that depends on them. Each hold is one notification, named by its nonce.
 */
export class KeyHolds {
  /** key → nonce → expiry (ms). */
  readonly #byKey = new Map<string, Map<string, number>>();
  readonly #keyOfNonce = new Map<string, string>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  get isEmpty(): boolean {
    return this.#byKey.size === 0;
  }

  add(key: string, nonce: string): void {
    let nonces = this.#byKey.get(key);
    if (!nonces) {
      nonces = new Map();
      this.#byKey.set(key, nonces);
    }
    nonces.set(nonce, this.#now() + HOLD_MS);
    this.#keyOfNonce.set(nonce, key);
  }

  has(key: string): boolean {
    const nonces = this.#byKey.get(key);
    if (!nonces) return false;
    const now = this.#now();
    for (const [nonce, expiresAt] of nonces) {
      if (expiresAt <= now) this.release(nonce);
    }
    return this.#byKey.has(key);
  }

  /** The notification of `nonce` came back (or its hold expired). */
  release(nonce: string): void {
    const key = this.#keyOfNonce.get(nonce);
    if (key === undefined) return;
    this.#keyOfNonce.delete(nonce);
    const nonces = this.#byKey.get(key);
    nonces?.delete(nonce);
    if (nonces?.size === 0) this.#byKey.delete(key);
  }
}
