import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { storageFromConfig } from './files/storage';
import { vapidKeys } from './features/notifications/push/vapid';
import { startOverdueSweep } from './features/receivables';
import { DEMO_PASSWORD } from './seed/demo-data';
import { DEMO_USERS, seedDemo } from './seed/seed';
import { DEMO_CLIENTELE_SIZE } from './seed/clientele';
import { dianGateway } from './features/dian-send/gateway';
import { startDianSimulator } from './dian/simulator';
import { demoRegistry } from './dian/simulator/registry';

const config = readConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite') });
const applied = await migrate(database.db);
const fileStorage = storageFromConfig(config);
const seeded = await seedDemo(database.db, { storage: fileStorage, clientele: config.demoClientele ?? DEMO_CLIENTELE_SIZE });
// Web push keys are made at the first start and kept in the data folder (subscriptions depend on them).
vapidKeys(config.dataDir);
// Electronic invoicing: the tenants' DIAN endpoints, else DIAN_ENDPOINT, else the local simulator
// (habilitación's SOAP answers for the demo issuer), so the demo invoices end to end with no network.
let dianEndpoint = config.dianEndpoint;
let dianSimulator: { close(): Promise<void> } | null = null;
if (!dianEndpoint && config.dianSimulator) {
  const sim = await startDianSimulator({ registry: demoRegistry(), port: Number(process.env.DIAN_SIMULATOR_PORT ?? 4102), host: '127.0.0.1' })
    .catch((e) => { console.error(`DIAN simulator not started: ${(e as Error).message}`); return null; });
  if (sim) { dianSimulator = sim; dianEndpoint = sim.url; }
}
// The resolved endpoint is the server's for habilitación and range queries too (features/dian-habilitacion).
const app = await buildApp({ db: database.db, config: { ...config, dianEndpoint }, webRoot: resolve('dist'), fileStorage, logger: process.env.LOG_REQUESTS === '1',
  dianGateway: dianGateway(database.db, { fallbackEndpoint: dianEndpoint }) });
try {
  await app.listen({ port: config.port, host: config.host });
} catch (e) {
  // Close the embedded database cleanly before leaving, or its files may not survive the exit.
  console.error(`Could not listen on ${config.host}:${config.port}: ${(e as Error).message}`);
  await database.close();
  process.exit(1);
}

// Invoices whose due date passed while they still owe turn 'vencida' (shortly after start, then hourly).
const stopOverdueSweep = startOverdueSweep(database.db);

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pglite')}`;
console.log(`
  Mando is running at ${config.publicUrl}
  Database: ${where}${applied.length ? ` — applied ${applied.join(', ')}` : ''}${seeded.length ? ` — demo data loaded for ${seeded.join(', ')}` : ''}${dianSimulator ? `\n  DIAN: local simulator at ${dianEndpoint}` : ''}

  Demo sign-in (password for all: ${DEMO_PASSWORD}):
${DEMO_USERS.map((u) => `    ${u.tenant.padEnd(6)} ${u.email.padEnd(20)} ${u.role}`).join('\n')}
`);

const stop = async () => { stopOverdueSweep(); await app.close(); await dianSimulator?.close(); await database.close(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
