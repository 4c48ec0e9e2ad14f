import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { schemaChanges } from '../../src/server/db/schema-diff';

describe('migrations', () => {
  it('match what the resources declare (run npm run migrations:generate after changing a resource)', async () => {
    const database = await openDatabase({});
    try {
      await migrate(database.db);
      const { statements } = await schemaChanges(database.db);
      expect(statements).toEqual([]);
      expect(await migrate(database.db)).toEqual([]); // idempotent
    } finally {
      await database.close();
    }
  });
});
