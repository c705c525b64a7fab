import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoDataIfEmpty } from './demo.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(handle);
const seeded = await seedDemoDataIfEmpty(handle.db);
console.log(seeded ? 'Demo data seeded.' : 'The database already has data; nothing seeded.');
await handle.close();
