import { errorCodes } from '@paybook/contracts';
import type { NodeRotation } from './node-rotation.ts';

/** Issue 23 point 6: the operations of the mixed workload. */
export const OPERATION_KINDS = [
  'book',
  'reschedule',
  'cancel',
  'checkout_cash',
  'checkout_card',
  'refund',
  'customer_edit',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** One call as sent and as finally answered. */
export type JournalEntry = {
  kind: OperationKind;
  /** The Idempotency-Key every attempt sent (null: the call is idempotent by itself, a full PUT). */
  key: string | null;
  method: 'POST' | 'PUT';
  path: string;
  body: object;
  /** Each attempt's node and what went wrong with it; the last one is the acknowledged one. */
  attempts: { node: string; failure: string | null }[];
  status: number;
  answer: unknown;
};

/** What tells that a node died under a call (or is not there): the call is retried on the next node. */
function failureOf(status: number, answer: unknown): string | null {
  if (status === 502 || status === 503) return `status ${status}`;
  const code = (answer as { error?: { code?: string } } | null)?.error?.code;
  // The key's first attempt is still running (its transaction ends when the node's connection drops).
  if (status === 409 && code === errorCodes.idempotencyInProgress) return 'key in use';
  return null;
}

/** Far above any answer on a busy machine: a call past it counts as lost with its node and is retried. */
const CALL_TIMEOUT_MS = 20_000;
/** A call not acknowledged within this fails the test: no node answered it. */
const GIVE_UP_MS = 120_000;

/** Every call of the run, in the order they were acknowledged. */
export class Journal {
  readonly entries: JournalEntry[] = [];

  acknowledged(kind: OperationKind): JournalEntry[] {
    return this.entries.filter((entry) => entry.kind === kind);
  }

  /**
   * Counts for the one-line summary: operations, retried ones, attempts, the failed attempts that never
   * reached a node (connection refused) and the others (cut off mid-call, 503, key in use), per kind.
   */
  summary(): string {
    const retried = (entries: JournalEntry[]) => entries.filter((entry) => entry.attempts.length > 1).length;
    const attempts = this.entries.flatMap((entry) => entry.attempts);
    const failed = attempts.flatMap((attempt) => (attempt.failure === null ? [] : [attempt.failure]));
    const refused = failed.filter((failure) => failure.includes('ECONNREFUSED')).length;
    const perKind = Object.fromEntries(
      OPERATION_KINDS.map((kind) => {
        const entries = this.acknowledged(kind);
        return [kind, `${entries.length}/${retried(entries)}`];
      }),
    );
    return (
      `two nodes, one killed: ${this.entries.length} operations acknowledged, ${retried(this.entries)} ` +
      `retried (${attempts.length} attempts: ${refused} refused by the dead node's address, ` +
      `${failed.length - refused} cut off or turned away); per kind acknowledged/retried ${JSON.stringify(perKind)}`
    );
  }
}

/**
 * A browser (or a till) behind a round-robin proxy: each call goes to the next node; a call whose node
 * died (connection refused or reset, 502, 503, no answer in time) is sent again with the same key to the
 * next node until a node acknowledges it. Keeps its cookies and echoes the CSRF cookie as the web app does.
 */
export class JournalClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly rotation: NodeRotation,
    private readonly journal: Journal,
  ) {}

  /** A call outside the journal (sign-in, set-up); answers its status and body, retried like the rest. */
  async send(
    method: string,
    path: string,
    body?: object,
    headers: Record<string, string> = {},
    anonymous = false,
  ): Promise<{ status: number; answer: unknown; attempts: JournalEntry['attempts'] }> {
    const attempts: JournalEntry['attempts'] = [];
    const started = Date.now();
    for (;;) {
      const node = this.rotation.next();
      let failure: string;
      try {
        const response = await fetch(node.url + path, {
          method,
          headers: { ...this.headersFor(method, body, anonymous), ...headers },
          ...(body ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        if (!anonymous) this.keepCookies(response);
        const text = await response.text();
        const answer: unknown = text ? JSON.parse(text) : null;
        const refused = failureOf(response.status, answer);
        if (refused === null) {
          attempts.push({ node: node.name, failure: null });
          return { status: response.status, answer, attempts };
        }
        failure = refused;
      } catch (error) {
        // fetch failed (refused, reset, closed mid-answer) or timed out.
        const cause = error instanceof Error ? (error.cause ?? error) : error;
        failure = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
      }
      attempts.push({ node: node.name, failure });
      if (Date.now() - started > GIVE_UP_MS) {
        throw new Error(`${method} ${path}: no node acknowledged it: ${JSON.stringify(attempts)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A journaled call: sent until a node acknowledges it, then written down with its answer. */
  async call(
    kind: OperationKind,
    method: 'POST' | 'PUT',
    path: string,
    body: object,
    key: string | null,
    options: { anonymous?: boolean } = {},
  ): Promise<JournalEntry> {
    const headers: Record<string, string> = key === null ? {} : { 'idempotency-key': key };
    const { status, answer, attempts } = await this.send(method, path, body, headers, options.anonymous);
    const entry: JournalEntry = { kind, key, method, path, body, attempts, status, answer };
    this.journal.entries.push(entry);
    return entry;
  }

  private headersFor(method: string, body: object | undefined, anonymous: boolean): Record<string, string> {
    const csrf = this.cookies.get('csrf_token');
    return {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(anonymous || this.cookies.size === 0
        ? {}
        : {
            cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(csrf && method !== 'GET' ? { 'x-csrf-token': csrf } : {}),
          }),
    };
  }

  private keepCookies(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
