import { sql } from 'kysely';
import { canChangeRecord, canOnResource, canSeeField, isSuperAdmin } from '../../core/access';
import type { Resource } from '../../core/resource/types';
import type { Records } from '../records';

export interface FileRow {
  id: number;
  resource: string;
  record_id: number;
  name: string;
  mime: string;
  size: number;
  storage_key: string;
  /** The file field owning it (file, image, signature kinds); null for attachments. */
  field: string | null;
  user_id: number | null;
  created_at: string;
}

/** What the API answers for a file (never the storage key). */
export const publicFile = (f: FileRow) => ({
  id: f.id, resource: f.resource, record_id: f.record_id, name: f.name, mime: f.mime, size: f.size,
  user_id: f.user_id, created_at: new Date(f.created_at).toISOString(),
});

/** The record exists for this user (tenant, permission 'Ver', row scope) — as a direct GET would answer. */
export async function canRead(rec: Records, r: Resource, id: number): Promise<boolean> {
  // A lookup view (item selectors) is not enough to read a record's files.
  if (!canOnResource(rec.principal, r, 'view')) return false;
  return !!(await rec.get(r, id));
}

/**
 * May download this file: reads the owning record (canRead) and, for a file field's file, the field
 * itself (a field the user cannot see in a GET of the record is not downloadable either).
 */
export async function canReadFile(rec: Records, r: Resource, f: Pick<FileRow, 'record_id' | 'field'>): Promise<boolean> {
  if (f.field != null) {
    const field = r.fields[f.field];
    if (!field || !canSeeField(rec.principal, field)) return false;
  }
  return canRead(rec, r, f.record_id);
}

/**
 * May attach to or remove files of the record: it is readable and the user may change it
 * (`canChangeRecord`: on a resource with an author, a comment, only its author or an admin), or — on
 * other resources — the user is its creator (`user_id`: a ticket's creator) without 'Editar'.
 */
export async function canAttach(rec: Records, r: Resource, id: number): Promise<boolean> {
  if (!(await canRead(rec, r, id))) return false;
  if (isSuperAdmin(rec.principal)) return true;
  const owner = r.author ?? (r.fields.user_id ? 'user_id' : null);
  const row = owner ? (await sql<Record<string, unknown>>`select ${sql.ref(owner)} from ${sql.table(r.table)}
    where tenant_id = ${rec.tenantId} and id = ${id}`.execute(rec.trx)).rows[0] : undefined;
  if (canChangeRecord(rec.principal, r, 'update', row)) return true;
  return !r.author && !!owner && rec.userId != null && row?.[owner] === rec.userId;
}

export async function filesOf(rec: Records, r: Resource, ids: number[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  return (await sql<FileRow>`select * from files where tenant_id = ${rec.tenantId} and resource = ${r.name}
    and record_id = any(${ids}::int[]) and field is null order by id`.execute(rec.trx)).rows;
}

export async function fileById(rec: Records, id: number): Promise<FileRow | null> {
  return (await sql<FileRow>`select * from files where tenant_id = ${rec.tenantId} and id = ${id}`.execute(rec.trx)).rows[0] ?? null;
}

export async function insertFile(rec: Records, f: Omit<FileRow, 'id' | 'created_at' | 'user_id' | 'field'>): Promise<FileRow> {
  return (await sql<FileRow>`insert into files (tenant_id, resource, record_id, name, mime, size, storage_key, user_id)
    values (${rec.tenantId}, ${f.resource}, ${f.record_id}, ${f.name}, ${f.mime}, ${f.size}, ${f.storage_key}, ${rec.userId})
    returning *`.execute(rec.trx)).rows[0];
}

export async function deleteFile(rec: Records, id: number): Promise<void> {
  await sql`delete from files where tenant_id = ${rec.tenantId} and id = ${id}`.execute(rec.trx);
}
