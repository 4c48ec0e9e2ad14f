// `PUT {resource}/reorder` — saves the order of the reorder screen (spec 01 §2.6 shows the screen;
// the saving call is not shown, so this one is ours: docs/contracts.md "Reorder"). Body:
// `{ "order": [{ "id": 3, "parent_id": null }, { "id": 7, "parent_id": 3 }, …] }`, the nodes in
// display order; a node's position is its rank among the listed nodes of the same parent. Only the
// rows whose parent or position changed are written, each through the record pipeline (update
// permission, row scope, the parent rule, relation checks, revisions, realtime), all in one
// transaction: a refused node leaves every row as it was.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { withRecords } from '../../records';
import { requireAuth } from '../../http/context';
import { HttpError, unprocessable } from '../../http/errors';
import type { Tx } from '../../db/tenant-scope';

/** Nodes one save may carry (the list's local-mode cap). */
export const MAX_REORDER_NODES = 10_000;

export interface ReorderNode { id: number; parent_id: number | null }

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 31;

/** The body as nodes, or a 422 in the spec's format (per-field messages under `order`). */
export function parseReorderBody(body: unknown, tree: boolean): ReorderNode[] {
  const order = body && typeof body === 'object' && !Array.isArray(body) ? (body as { order?: unknown }).order : undefined;
  if (!Array.isArray(order)) throw unprocessable({ order: ['El campo orden es obligatorio.'] });
  if (order.length > MAX_REORDER_NODES) throw unprocessable({ order: [`Se pueden ordenar como máximo ${MAX_REORDER_NODES} registros a la vez.`] });
  const seen = new Set<number>();
  return order.map((n: unknown) => {
    const node = n && typeof n === 'object' ? (n as Record<string, unknown>) : {};
    const parent = node.parent_id ?? null;
    if (!isId(node.id) || (parent !== null && !isId(parent))) throw unprocessable({ order: ['Cada elemento necesita un id y un parent_id válidos.'] });
    if (seen.has(node.id)) throw unprocessable({ order: [`El registro ${node.id} aparece dos veces.`] });
    if (!tree && parent !== null) throw unprocessable({ order: ['Esta lista no admite jerarquía.'] });
    if (parent === node.id) throw unprocessable({ parent_id: ['Este valor no puede ser igual al editado'] });
    seen.add(node.id);
    return { id: node.id, parent_id: parent as number | null };
  });
}

/** Position of each node among the listed nodes of its parent (1, 2, …). */
export function positions(nodes: ReorderNode[]): Map<number, number> {
  const next = new Map<number | null, number>();
  const out = new Map<number, number>();
  for (const n of nodes) {
    const p = (next.get(n.parent_id) ?? 0) + 1;
    next.set(n.parent_id, p);
    out.set(n.id, p);
  }
  return out;
}

/** A node that would end up inside itself (through the new parents and the stored ones), or null. */
export function findCycle(nodes: ReorderNode[], stored: Map<number, number | null>): number | null {
  const parent = new Map(stored);
  for (const n of nodes) parent.set(n.id, n.parent_id);
  for (const n of nodes) {
    const seen = new Set<number>([n.id]);
    for (let p = parent.get(n.id) ?? null; p !== null; p = parent.get(p) ?? null) {
      if (seen.has(p)) return n.id;
      seen.add(p);
    }
  }
  return null;
}

type Params = { resource: string };

export const reorderRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.put<{ Params: Params }>('/:resource/reorder', (req: FastifyRequest<{ Params: Params }>) => {
    const auth = requireAuth(req);
    const r = getResource(req.params.resource);
    const view = r?.views.reorder;
    if (!r || !view) throw new HttpError(404, 'Recurso no encontrado.');
    return withRecords(db, { tenantId: req.tenant.id, principal: auth.principal }, async (rec) => {
      rec.assert(r, 'update');
      const nodes = parseReorderBody(req.body, !!view.parent);
      if (!nodes.length) return { updated: 0 };
      const stored = await storedRows(rec.trx, r, view.order, view.parent, rec.base(r));
      const missing = nodes.find((n) => !stored.has(n.id));
      if (missing) throw unprocessable({ order: [`El registro ${missing.id} no existe.`] });
      if (view.parent) {
        const parents = new Map([...stored].map(([id, s]) => [id, s.parent]));
        const looped = findCycle(nodes, parents);
        if (looped !== null) throw unprocessable({ parent_id: [`El registro ${looped} no puede quedar dentro de sí mismo.`] });
      }
      const pos = positions(nodes);
      let updated = 0;
      for (const n of nodes) {
        const before = stored.get(n.id)!;
        const change: Record<string, unknown> = {};
        if (before.order !== pos.get(n.id)) change[view.order] = pos.get(n.id);
        if (view.parent && before.parent !== n.parent_id) change[view.parent] = n.parent_id;
        if (!Object.keys(change).length) continue;
        await rec.update(r, n.id, change);
        updated++;
      }
      return { updated };
    });
  });
};

/** Every row this user reaches (tenant and row scope): its parent and position. */
async function storedRows(trx: Tx, r: Resource, order: string, parent: string | undefined, base: RawBuilder<unknown>) {
  const rows = (await sql<{ id: number; p: number | null; o: number | null }>`select id, ${parent ? sql.ref(parent) : sql`null`} as p, ${sql.ref(order)} as o
    from ${sql.table(r.table)} where ${base}`.execute(trx)).rows;
  return new Map(rows.map((x) => [Number(x.id), { parent: x.p === null ? null : Number(x.p), order: x.o === null ? null : Number(x.o) }]));
}
