// A second Mando node for the Redis test: the real app on the same PostgreSQL and Redis, in its own
// process. Prints its port on stdout once listening; stops on SIGTERM.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';

const config = { ...readConfig(process.env), port: 0 };
const database = await openDatabase({ url: config.databaseUrl });
const ttl = Number(process.env.RT_PRESENCE_TTL_S);
const app = await buildApp({ db: database.db, config, realtime: ttl > 0 ? { presenceTtlS: ttl } : undefined });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`PORT ${(app.server.address() as AddressInfo).port}\n`);
process.on('SIGTERM', async () => { await app.close(); await database.close(); process.exit(0); });
