// `npm run seed -- --scale N`: the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrated
// and seeded like `npm start`, then N × 1,000 clients and N × 2,000 orders more in the demo tenant.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { storageFromConfig } from '../src/server/files/storage';
import { scaleTenant } from '../src/server/seed/scale';
import { seedDemo } from '../src/server/seed/seed';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
};
const scale = Number(arg('scale') ?? '1');
const tenant = arg('tenant') ?? 'demo';

const config = readConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite') });
try {
  await migrate(database.db);
  await seedDemo(database.db, { storage: storageFromConfig(config) });
  const r = await scaleTenant(database.db, scale, tenant);
  console.log(`${tenant}: +${r.clientes.toLocaleString('es-CO')} clientes, +${r.pedidos.toLocaleString('es-CO')} pedidos in ${r.seconds.toFixed(1)} s`);
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
