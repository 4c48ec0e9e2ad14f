// Runs the API suite again on a real PostgreSQL server when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite ran on PGlite only (CI runs it on PostgreSQL too).');
  process.exit(0);
}
console.log(`API suite on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')})`);
const r = spawnSync('npx', ['vitest', 'run', 'tests/server'], { stdio: 'inherit', env: { ...process.env, MANDO_TEST_PG: '1' } });
process.exit(r.status ?? 1);
