import { sql } from 'kysely';
import { isKeptFile } from '../../core/files/kind';
import { asFileValue, FILE_MESSAGES, isFileKind, StagedFile, type FileValue } from '../../core/files/rules';
import type { Field, Resource } from '../../core/resource/types';
import { RESOURCES } from '../../core/resources';
import { recordInvalid, registerRecordHooks, type RecordChange, type RecordContext } from '../records';
import { removeBytes, unreferencedKeys } from './cleanup';

/**
 * File fields (file, image, signature kinds) inside the record pipeline. The multipart route stored
 * each new file's bytes before the transaction (a StagedFile in the body); here, in the write's
 * transaction:
 * - beforeWrite: a StagedFile becomes a `files` row (field named, record_id 0 on create until the
 *   insert gives the id) and the column value {id, name, mime, size}; a kept id must be the record's
 *   current file (else 422: a value can never point at another record's bytes);
 * - afterWrite: a created record's rows get its id; a replaced or removed file's row is deleted and
 *   its bytes are removed after commit (never after a rollback, like a deleted record's files).
 * If the transaction fails, the route removes the staged bytes: nothing half-written stays.
 */
type Row = Record<string, unknown>;

export const fileFields = (r: Resource): [string, Field][] => Object.entries(r.fields).filter(([, f]) => isFileKind(f));

interface Pending { staged: number[]; replaced: number[] }
// Keyed by the change's data object: updateRecord passes a copy of the change to afterWrite, same data.
const pending = new WeakMap<Row, Pending>();

async function stage(rec: RecordContext, change: RecordChange): Promise<void> {
  const r = change.resource;
  const state: Pending = { staged: [], replaced: [] };
  const errors: Record<string, string[]> = {};
  for (const [name, f] of fileFields(r)) {
    if (!Object.prototype.hasOwnProperty.call(change.data, name)) continue;
    const value = change.data[name];
    const old = asFileValue(change.before?.[name]);
    if (isKeptFile(value)) {
      if (old?.id === value.keep) delete change.data[name];
      else errors[name] = [FILE_MESSAGES.invalid];
      continue;
    }
    if (value instanceof StagedFile) {
      const row = (await sql<{ id: number }>`insert into files (tenant_id, resource, record_id, field, name, mime, size, storage_key, user_id)
        values (${rec.tenantId}, ${r.name}, ${change.id ?? 0}, ${name}, ${value.name}, ${value.mime}, ${value.size}, ${value.key}, ${rec.userId})
        returning id`.execute(rec.trx)).rows[0];
      change.data[name] = { id: row.id, name: value.name, mime: value.mime, size: value.size } satisfies FileValue;
      state.staged.push(row.id);
    } else if (value !== null) {
      errors[name] = [FILE_MESSAGES.invalid];
      continue;
    }
    if (old) state.replaced.push(old.id);
  }
  if (Object.keys(errors).length) throw recordInvalid(errors);
  pending.set(change.data, state);
}

async function settle(rec: RecordContext, change: RecordChange): Promise<void> {
  const state = pending.get(change.data);
  if (!state || change.id == null) return;
  pending.delete(change.data);
  if (change.action === 'created' && state.staged.length) {
    await sql`update files set record_id = ${change.id} where tenant_id = ${rec.tenantId} and id = any(${state.staged}::int[])`.execute(rec.trx);
  }
  if (!state.replaced.length) return;
  const keys = (await sql<{ storage_key: string }>`delete from files where tenant_id = ${rec.tenantId} and resource = ${change.resource.name}
    and record_id = ${change.id} and id = any(${state.replaced}::int[]) returning storage_key`.execute(rec.trx)).rows.map((f) => f.storage_key);
  const gone = await unreferencedKeys(rec, keys);
  if (gone.length) rec.onCommit(() => removeBytes(gone));
}

let installed = false;

/** Idempotent: registers the file-field hooks of every resource that has file fields, once per process. */
export function installFileFields(): void {
  if (installed) return;
  installed = true;
  for (const r of RESOURCES.filter((x) => fileFields(x).length)) {
    registerRecordHooks(r.name, {
      async beforeWrite(rec, change) { if (change.action !== 'deleted') await stage(rec, change); },
      async afterWrite(rec, change) { if (change.action !== 'deleted') await settle(rec, change); },
    });
  }
}
