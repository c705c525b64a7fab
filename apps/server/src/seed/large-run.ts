import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/configured.ts';
import { migrate } from '../db/migrate.ts';
import { bulkLoadTimeouts } from '../db/pool.ts';
import { seedDemoDataIfEmpty } from './demo.ts';
import { seedLarge } from './large.ts';

// `npm run seed:large`: the demo data (when the database is empty), then the benchmark's scale.
const config = loadConfig();
if (config.env === 'production') throw new Error('seed:large never runs with NODE_ENV=production');
const database = await openConfiguredDatabase(
  { ...config, databaseTimeouts: bulkLoadTimeouts(config.databaseTimeouts) },
  (message) => console.warn(message),
);
const { handle } = database;
await migrate(handle);
await seedDemoDataIfEmpty(handle.db);
const started = Date.now();
const added = await seedLarge(handle.db, undefined, (message) => console.log(message));
console.log(
  `seed:large: added ${added.customers.toLocaleString('en')} customers, ${added.orders.toLocaleString('en')} orders, ` +
    `${added.transactions.toLocaleString('en')} transactions in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    '(nothing is added twice: run it again and it adds nothing).',
);
await database.close();
