import type { Kysely, RawBuilder } from 'kysely';
import { canLookup, canOnResource, fillFields, lookupView, prefilterFields, type Principal } from '../../core/access';
import type { ListQuery } from '../../core/query';
import type { Resource, ResourceAction } from '../../core/resource/types';
import { RESOURCES } from '../../core/resources';
import { hasOneTripReads, inTenant, inTenantRead, type Tx } from '../db/tenant-scope';
import { recordForbidden } from './errors';
import type { CommittedChange, ListAnswer, RecordContext, WriteOptions } from './context';
import { hooksOf } from './hooks';
import { getRecord, listRecords } from './read';
import { listRevisions } from './revisions';
import { baseCondition, rowScopeSql } from './scope';
import { resourceForTenant } from './custom-fields';
import { createRecord, deleteRecords, updateRecord } from './write';

type Row = Record<string, unknown>;

/** Who reads or writes: the tenant and the principal (its userId, clienteId, entidadId and row scopes). */
export interface Actor {
  tenantId: number;
  principal: Principal;
}

/** The server acting on its own (auth flows, seeds): use with trusted writes; userId marks revisions. */
export const systemActor = (tenantId: number, userId: number | null = null, modules: string[] = []): Actor =>
  ({ tenantId, principal: { roles: [], permissions: [], modules, userId } });

/** Pre-filter fields of each target (static: resources are declared once), for lookup views. */
const PREFILTERS = new Map<string, Set<string>>();
const prefiltersOf = (target: string) => {
  let set = PREFILTERS.get(target);
  if (!set) PREFILTERS.set(target, (set = prefilterFields(target, RESOURCES)));
  return set;
};


/**
 * The one way to read and write records. Every call applies the same base condition (tenant, then the
 * resource's row scope for this principal), checks the resource permission and field access, runs the
 * resource's lifecycle hooks and writes revisions. Features (boards, invoicing, POS, auth) use it too.
 */
export class Records implements RecordContext {
  constructor(readonly trx: Tx, readonly actor: Actor, private readonly committed: AfterCommit[] = []) {}

  get tenantId() { return this.actor.tenantId; }
  get principal() { return this.actor.principal; }
  get userId(): number | null { return this.actor.principal.userId ?? null; }

  /**
   * The resource with this tenant's custom fields (custom-fields.ts); the plain resource when it takes
   * none. Routes resolve a resource through this before any read or write of its records.
   */
  resolve(r: Resource): Promise<Resource> { return resourceForTenant(this.trx, this.tenantId, r); }

  /** The resource as this user may read it: whole, the lookup view (item selectors), or null. */
  viewOf(r: Resource): Resource | null {
    if (canOnResource(this.principal, r, 'view')) return r;
    if (canLookup(this.principal, r, RESOURCES)) return lookupView(r, prefiltersOf(r.name), fillFields(r.name, RESOURCES, this.principal));
    return null;
  }

  /** viewOf, or 403. */
  readable(r: Resource): Resource {
    const view = this.viewOf(r);
    if (!view) throw recordForbidden();
    return view;
  }

  /** 403 unless the user may do `action` on `r` (permission and module). */
  assert(r: Resource, action: ResourceAction): void {
    if (!canOnResource(this.principal, r, action)) throw recordForbidden();
  }

  /** tenant + row scope, for features that query a resource's table themselves. */
  base(r: Resource): RawBuilder<unknown> { return baseCondition(this.principal, r, this.tenantId); }

  /** Row scope only (the list compiler adds the tenant itself). */
  scope(r: Resource): RawBuilder<unknown> | null { return rowScopeSql(this.principal, r, this.tenantId); }

  /** A page of `r` (parse the query against readable(r)). */
  list(r: Resource, q: ListQuery): Promise<ListAnswer> { return listRecords(this, this.readable(r), q); }

  /** One record as a direct GET shows it, or null when it does not exist for this user. */
  get(r: Resource, id: number, include: string[] = []): Promise<Row | null> {
    return getRecord(this, this.readable(r), id, include);
  }

  create(r: Resource, body: Row, opts: WriteOptions = {}): Promise<number> { return createRecord(this, r, body, opts); }
  update(r: Resource, id: number, body: Row, opts: WriteOptions = {}): Promise<void> { return updateRecord(this, r, id, body, opts); }
  /** Deletes the rows among ids this user reaches; returns how many. */
  remove(r: Resource, ids: number[], opts: WriteOptions = {}): Promise<number> { return deleteRecords(this, r, ids, opts); }

  /** Revisions of a record the user reaches, with only the fields it may read. */
  revisions(r: Resource, id: number) { return listRevisions(this, this.readable(r), id); }

  /** Queued by writes; run by withRecords after commit. */
  noteCommitted(change: CommittedChange) { this.committed.push(change); }

  /** An effect of this transaction's work that must wait for its commit (removing stored files' bytes). */
  onCommit(effect: () => void | Promise<void>) { this.committed.push(effect); }
}

/** Runs fn in one tenant transaction with a Records; after commit, runs the after-commit hooks. */
export async function withRecords<T>(db: Kysely<any>, actor: Actor, fn: (rec: Records) => Promise<T>): Promise<T> {
  const committed: AfterCommit[] = [];
  const out = await inTenant(db, actor.tenantId, (trx) => fn(new Records(trx, actor, committed)));
  await runAfterCommit(committed);
  return out;
}

/**
 * withRecords for work that only reads (list, one record, revisions): read-only, and on PostgreSQL
 * one round trip per statement instead of BEGIN…COMMIT around them (db/pg-read.ts). A write in fn fails.
 */
export function withRecordsRead<T>(db: Kysely<any>, actor: Actor, fn: (rec: Records) => Promise<T>): Promise<T> {
  return inTenantRead(db, actor.tenantId, (trx) => fn(new Records(trx, actor)));
}

/**
 * A write, then its answer (the record as the writer may read it). Where reads have their own pool
 * (PostgreSQL) the answer is read after the commit, so the commit, the row locks' release and the
 * after-commit hooks (the realtime broadcast) do not wait for it; elsewhere (PGlite: one connection)
 * it is read inside the write's transaction, which spares a second BEGIN…COMMIT. `committed` runs once
 * the write is committed (before the answer is read where that comes after).
 */
export async function writeThenRead<W, T>(db: Kysely<any>, actor: Actor, write: (rec: Records) => Promise<W>,
  answer: (rec: Records, written: W) => Promise<T>, committed: () => void = () => {}): Promise<T> {
  if (!hasOneTripReads(db)) {
    const out = await withRecords(db, actor, async (rec) => answer(rec, await write(rec)));
    committed();
    return out;
  }
  const written = await withRecords(db, actor, write);
  committed();
  return withRecordsRead(db, actor, (rec) => answer(rec, written));
}

/** What runs once a transaction committed, in order: the changes' afterCommit hooks and queued effects. */
type AfterCommit = CommittedChange | (() => void | Promise<void>);

export async function runAfterCommit(changes: AfterCommit[]) {
  for (const change of changes) {
    if (typeof change === 'function') {
      try {
        await change();
      } catch (err) {
        console.error('after-commit effect failed', err);
      }
      continue;
    }
    for (const h of hooksOf(change.resource)) {
      try {
        await h.afterCommit?.(change);
      } catch (err) {
        console.error(`after-commit hook of ${change.resource.name} failed`, err);
      }
    }
  }
}
