import type { Resource } from '../../core/resource/types';
export type { CommittedChange } from './context';
import type { CommittedChange, RecordContext } from './context';

type Row = Record<string, unknown>;

/** One write as hooks see it. `data` is what will be stored (writable after before-hooks); ids known after insert. */
export interface RecordChange {
  resource: Resource;
  action: 'created' | 'updated' | 'deleted';
  id: number | null;
  /** Stored state before the write (null on create). */
  before: Row | null;
  /** Stored state after the write (null on delete; null in prepare/beforeWrite). */
  after: Row | null;
  /** The values being written (coerced, defaults filled); empty on delete. */
  data: Row;
}


export interface RecordHooks {
  /** Defaults and derivations before validation (e.g. totals from lines). May change change.data. */
  prepare?(rec: RecordContext, change: RecordChange): void | Promise<void>;
  /** Checks after validation, inside the transaction; throw recordInvalid/recordForbidden to refuse. */
  beforeWrite?(rec: RecordContext, change: RecordChange): void | Promise<void>;
  /** Side writes in the same transaction, after the row (and its pivots) are stored. */
  afterWrite?(rec: RecordContext, change: RecordChange): void | Promise<void>;
  /**
   * This hook's afterWrite never changes the written record itself (its row, lines or links; it
   * writes elsewhere: notifications, other tables). When every afterWrite of a resource says so, the
   * record's after-state is taken from the write's own `returning` row instead of read again.
   */
  keepsRecord?: true;
  /** Effects once the transaction committed; failures are logged, never undo the write. */
  afterCommit?(change: CommittedChange): void | Promise<void>;
}

/** Hooks for every resource (e.g. the realtime broadcast) are registered under '*'. */
const registry = new Map<string, RecordHooks[]>();

/** Declares lifecycle hooks for a resource (by REST name) or '*' for all. Returns an unregister function. */
export function registerRecordHooks(resource: string, hooks: RecordHooks): () => void {
  const list = registry.get(resource) ?? [];
  list.push(hooks);
  registry.set(resource, list);
  return () => registry.set(resource, (registry.get(resource) ?? []).filter((h) => h !== hooks));
}

export const hooksOf = (r: Resource): RecordHooks[] => [...(registry.get('*') ?? []), ...(registry.get(r.name) ?? [])];

/** Whether no afterWrite hook of `r` may change the record after its row is written (see keepsRecord). */
export const afterStateFromWrite = (r: Resource): boolean => hooksOf(r).every((h) => !h.afterWrite || h.keepsRecord === true);

export async function runHooks(stage: 'prepare' | 'beforeWrite' | 'afterWrite', rec: RecordContext, change: RecordChange) {
  for (const h of hooksOf(change.resource)) await h[stage]?.(rec, change);
}
