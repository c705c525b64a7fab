// One endpoint under load with autocannon: a probe request, a warm-up, then the measured run.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import autocannon, { type RequestParams } from 'autocannon';
import type { Endpoint } from './endpoints.ts';
import { fillIn, type PathValues } from './path-values.ts';
import type { Session } from './paybook-api.ts';
import type { LoadRow } from './targets.ts';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** Loads `endpoint` on the server at `baseUrl` (its process `pid`, for the RSS). */
export async function loadEndpoint(
  endpoint: Endpoint,
  target: { baseUrl: string; pid: number },
  session: Session | null,
  values: PathValues,
  settings: LoadSettings,
): Promise<Omit<LoadRow, 'ratioToHealth'>> {
  const url = target.baseUrl + fillIn(endpoint.path, values);
  const method = endpoint.method ?? 'GET';
  const body = endpoint.body === undefined ? undefined : fillIn(endpoint.body, values);
  const headers: Record<string, string> = { ...endpoint.headers };
  if (endpoint.auth) {
    if (!session) throw new Error(`${endpoint.name} needs a session`);
    headers.cookie = session.cookie;
    if (method !== 'GET') headers['x-csrf-token'] = session.csrf;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  // A request first, so a wrong path or a refused session shows as an error, not as a fast 401 benchmark.
  const probeHeaders = endpoint.freshIdempotencyKey
    ? { ...headers, 'idempotency-key': randomUUID() }
    : headers;
  const probe = await fetch(url, { method, headers: probeHeaders, body });
  if (!probe.ok) throw new Error(`${endpoint.name}: ${url} answered ${probe.status}: ${await probe.text()}`);
  const load = {
    url,
    method,
    headers,
    body,
    connections: settings.connections,
    ...(endpoint.freshIdempotencyKey
      ? {
          requests: [
            {
              setupRequest: (request: RequestParams) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': randomUUID() },
              }),
            },
          ],
        }
      : {}),
  };
  if (settings.warmupSeconds > 0) await autocannon({ ...load, duration: settings.warmupSeconds });
  const sampler = sampleRss(target.pid);
  const result = await autocannon({ ...load, duration: settings.durationSeconds });
  return {
    key: endpoint.key,
    endpoint: endpoint.name,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    rssMb: sampler.stop(),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Samples VmRSS of a process every 100 ms; stop() answers the peak in MB. */
export function sampleRss(pid: number): { stop(): number } {
  let peakKb = 0;
  const read = async () => {
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
      if (kb > peakKb) peakKb = kb;
    } catch {
      // The process is gone or /proc is missing: report what was seen.
    }
  };
  void read();
  const timer = setInterval(() => void read(), 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round((peakKb / 1024) * 10) / 10;
    },
  };
}
