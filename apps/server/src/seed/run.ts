import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/configured.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoDataIfEmpty } from './demo.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config, (message) => console.warn(message));
const { handle } = database;
await migrate(handle);
const seeded = await seedDemoDataIfEmpty(handle.db);
console.log(seeded ? 'Demo data seeded.' : 'The database already has data; nothing seeded.');
await database.close();
