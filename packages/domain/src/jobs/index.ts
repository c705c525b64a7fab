// Issue 15 point 1: the rules of the durable job queue (decision 70).
export * from './retry-backoff.ts';
