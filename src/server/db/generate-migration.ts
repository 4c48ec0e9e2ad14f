// npm run migrations:generate -- <name>: writes the SQL that brings the migrations up to the resources.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './database';
import { migrate, MIGRATIONS_DIR, readMigrations } from './migrate';
import { schemaChanges } from './schema-diff';

const name = (process.argv[2] ?? 'resources').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
const database = await openDatabase({});
await migrate(database.db);
const { statements, warnings } = await schemaChanges(database.db);
await database.close();
warnings.forEach((w) => console.warn(`warning: ${w}`));
if (!statements.length) {
  console.log('Migrations already match the resources.');
} else {
  // After the highest number, not the count: numbers may have gaps (0013 → 0017), and files sort by name.
  const next = String(Math.max(0, ...readMigrations().map((m) => Number.parseInt(m.name, 10))) + 1).padStart(4, '0');
  const file = join(MIGRATIONS_DIR, `${next}_${name}.sql`);
  writeFileSync(file, `-- Generated from src/core/resources by npm run migrations:generate.\n\n${statements.join(';\n\n')};\n`);
  console.log(`Wrote ${file} (${statements.length} statements).`);
}
