import { sql } from 'kysely';
import { isFileKind } from '../../core/files/rules';
import type { Resource } from '../../core/resource/types';
import { RESOURCES } from '../../core/resources';
import { registerRecordHooks, type RecordContext } from '../records';
import type { FileStorage } from './storage';

/**
 * Files go with their record. Deleting a record (a ticket, a comment) deletes its `files` rows in the
 * delete's transaction — and those of the child records the database deletes with it (a ticket's
 * comments: resources whose `rowScope.parent` points at it cascade) — and, once the transaction
 * committed, removes the bytes of every storage key no `files` row references any more. A rolled-back
 * delete removes nothing; a key another row still names is kept.
 *
 * The hooks are process-wide (like every record hook) while storages belong to apps, so each app's
 * file routes register their storage here for the app's life; keys are server-chosen and unique
 * (`{tenant}/{resource}/{uuid}`), so a key is only ever found in the storage that holds it.
 */
const storages = new Set<FileStorage>();

/** Makes a storage's bytes removable by the delete hooks until the returned function is called. */
export function attachStorage(store: FileStorage): () => void {
  installFileCleanup();
  storages.add(store);
  return () => { storages.delete(store); };
}

/** Of these keys, those no `files` row of the tenant names (safe to remove from the storage). */
export async function unreferencedKeys(rec: Pick<RecordContext, 'trx' | 'tenantId'>, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (!unique.length) return [];
  const kept = new Set((await sql<{ storage_key: string }>`select distinct storage_key from files
    where tenant_id = ${rec.tenantId} and storage_key = any(${unique}::text[])`.execute(rec.trx)).rows.map((r) => r.storage_key));
  return unique.filter((k) => !kept.has(k));
}

/** Removes the bytes of these keys from every live storage (after commit; failures are logged). */
export async function removeBytes(keys: string[]): Promise<void> {
  for (const key of keys) {
    for (const store of storages) {
      try {
        await store.remove(key);
      } catch (err) {
        console.error(`could not remove stored file ${key}`, err);
      }
    }
  }
}

/** The resource's records own files: attachments (`files`) or file fields (file, image, signature kinds). */
const ownsFiles = (r: Resource) => !!r.files || Object.values(r.fields).some(isFileKind);

/** Resources whose records the database deletes with a record of r (their parent relation cascades). */
const childrenWithFiles = (r: Resource) => RESOURCES.filter((c) => {
  const parent = c.rowScope.parent;
  return ownsFiles(c) && !!parent && c.fields[parent]?.relation?.resource === r.name;
});

/** Deletes the files rows of record `id` of r and of its cascading children; answers their storage keys. */
async function dropFileRows(rec: RecordContext, r: Resource, id: number): Promise<string[]> {
  const keys: string[] = [];
  if (ownsFiles(r)) {
    keys.push(...(await sql<{ storage_key: string }>`delete from files where tenant_id = ${rec.tenantId}
      and resource = ${r.name} and record_id = ${id} returning storage_key`.execute(rec.trx)).rows.map((f) => f.storage_key));
  }
  for (const c of childrenWithFiles(r)) {
    const parent = c.rowScope.parent!;
    keys.push(...(await sql<{ storage_key: string }>`delete from files where tenant_id = ${rec.tenantId} and resource = ${c.name}
      and record_id in (select id from ${sql.table(c.table)} where tenant_id = ${rec.tenantId} and ${sql.ref(parent)} = ${id})
      returning storage_key`.execute(rec.trx)).rows.map((f) => f.storage_key));
  }
  return keys;
}

let installed = false;

/** Idempotent: registers the delete hook once per process. */
export function installFileCleanup(): void {
  if (installed) return;
  installed = true;
  const owners = RESOURCES.filter((r) => ownsFiles(r) || childrenWithFiles(r).length);
  for (const r of owners) {
    registerRecordHooks(r.name, {
      // Before the row goes: its children (and so their files' owners) still exist.
      async beforeWrite(rec, change) {
        if (change.action !== 'deleted' || change.id == null) return;
        const gone = await unreferencedKeys(rec, await dropFileRows(rec, r, change.id));
        if (gone.length) rec.onCommit(() => removeBytes(gone));
      },
    });
  }
}
