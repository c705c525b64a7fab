import pg from 'pg';

/**
 * Issue 25 point 7: the billing engine's day, stepped by a browser test. The engine runs as 'billing-run'
 * jobs (decision 131), each for one merchant and one local date, on the clock its payload names. A test
 * queues the run of a later day in the server's database (E2E_DATABASE_URL, from e2e/run.ts) and the
 * server's own job worker runs it, as the hourly tick would on that day: the test waits on what a user
 * sees, the bill on the customer's statement.
 */
export async function queueBillingDay(merchantId: number, date: string): Promise<void> {
  const connectionString = process.env.E2E_DATABASE_URL;
  if (!connectionString)
    throw new Error('E2E_DATABASE_URL is not set: run the browser tests with e2e/run.ts');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // The run's key is the engine's (merchant:date); noon UTC is that date in every demo merchant's zone.
    await client.query(
      `insert into jobs (queue, key, payload) values ('billing-run', $1, $2)
       on conflict (queue, key) do update set state = 'queued', run_at = now(), attempts = 0,
         locked_until = null, finished_at = null, payload = excluded.payload`,
      [
        `${merchantId}:${date}`,
        JSON.stringify({ merchant_id: merchantId, date, at: `${date}T12:00:00.000Z` }),
      ],
    );
  } finally {
    await client.end();
  }
}
