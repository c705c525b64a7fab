// The part of autocannon 9's programmatic API that bench/run.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  /** One request as autocannon sends it; `setupRequest` may change it before each send. */
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Requests per second across all connections (autocannon paces them). */
    overallRate?: number;
    /**
     * Sent in this order by each connection, round and round; each may change itself before a send and
     * read its answer. `context` is the connection's, emptied at the start of each round.
     */
    requests?: (RequestParams & {
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    })[];
  }
  interface Result {
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, RequestParams, Result };
}
