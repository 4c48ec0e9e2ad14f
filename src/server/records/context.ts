import type { RawBuilder } from 'kysely';
import type { Principal } from '../../core/access';
import type { ListQuery } from '../../core/query';
import type { Resource, ResourceAction } from '../../core/resource/types';
import type { Tx } from '../db/tenant-scope';

type Row = Record<string, unknown>;

export interface WriteOptions {
  /**
   * A write the server itself decided (auth flows, seeds): no permission, field-access or rule checks
   * (the caller validated), no row scope; coercion, unique and same-tenant checks, hooks and revisions
   * still apply.
   */
  trusted?: boolean;
}

export interface ListAnswer {
  rows: Row[];
  total?: number;
  total_is_estimate?: boolean;
  sums?: Record<string, string>;
  counts?: Record<string, number>;
}

/** A committed change as after-commit effects see it. */
export interface CommittedChange {
  resource: Resource;
  action: 'created' | 'updated' | 'deleted';
  id: number;
  before: Row | null;
  after: Row | null;
  tenantId: number;
  userId: number | null;
}

/**
 * The record pipeline as its parts and hooks see it (implemented by Records in pipeline.ts; this
 * interface keeps read/write/hooks free of an import cycle with it).
 */
export interface RecordContext {
  readonly trx: Tx;
  readonly tenantId: number;
  readonly principal: Principal;
  readonly userId: number | null;
  resolve(r: Resource): Promise<Resource>;
  viewOf(r: Resource): Resource | null;
  readable(r: Resource): Resource;
  assert(r: Resource, action: ResourceAction): void;
  base(r: Resource): RawBuilder<unknown>;
  scope(r: Resource): RawBuilder<unknown> | null;
  list(r: Resource, q: ListQuery): Promise<ListAnswer>;
  get(r: Resource, id: number, include?: string[]): Promise<Row | null>;
  create(r: Resource, body: Row, opts?: WriteOptions): Promise<number>;
  update(r: Resource, id: number, body: Row, opts?: WriteOptions): Promise<void>;
  remove(r: Resource, ids: number[], opts?: WriteOptions): Promise<number>;
  noteCommitted(change: CommittedChange): void;
  /** Runs effect once the transaction committed (never when it rolls back); failures are logged. */
  onCommit(effect: () => void | Promise<void>): void;
}
