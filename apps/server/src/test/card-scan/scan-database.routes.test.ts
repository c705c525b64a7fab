import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-app.ts';
import { scanDatabase } from './scan-database.ts';

// Issue 23 point 5: the scan reads every table of a database and finds what a careless write left.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('create table scan_probe (id int primary key, note text, extra jsonb)');
});

afterAll(async () => {
  await client.query('drop table if exists scan_probe');
  await client.end();
  await database.drop();
});

describe('scanning a database for card data', () => {
  it('finds a card number in a text column and a CVV inside a JSON column, naming the table', async () => {
    await client.query(`insert into scan_probe values (1, 'card 4242424242424242', '{"cvv": "987"}')`);
    const scan = await scanDatabase(database.url);
    expect(scan.tables).toBeGreaterThan(50);
    expect(scan.findings.map((finding) => [finding.table, finding.kind])).toEqual([
      ['public.scan_probe', 'card number'],
      ['public.scan_probe', 'cvv'],
    ]);
  });

  it('finds nothing once the row is gone', async () => {
    await client.query('delete from scan_probe');
    expect((await scanDatabase(database.url)).findings).toEqual([]);
  });
});
