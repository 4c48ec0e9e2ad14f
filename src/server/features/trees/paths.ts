// Tree resources (resource `tree`, e.g. categorias-documentos): the stored path — the names from the
// root down, 'Contratos / Laborales' — is rewritten for the written record and all its descendants
// in the write's transaction, so renaming or moving a category fixes its whole subtree at once.
// A derived column: rows below the written one change without revisions of their own.
import { sql } from 'kysely';
import { RESOURCES } from '../../../core/resources';
import { registerRecordHooks } from '../../records';

/** Deeper than any real category tree; also stops a loop a bad parent chain could make. */
const MAX_DEPTH = 32;
const SEPARATOR = ' / ';

// Only on tree resources: any other resource's after-state can then come from its write (keepsRecord).
for (const r of RESOURCES.filter((x) => x.tree)) registerRecordHooks(r.name, {
  async afterWrite(rec, change) {
    const tree = change.resource.tree;
    if (!tree || change.action === 'deleted' || change.id === null) return;
    const t = sql.table(change.resource.table);
    const parent = sql.ref(tree.parent);
    const name = sql.ref(tree.name);
    const path = sql.ref(tree.path);
    await sql`
      with recursive walk(id, path, depth) as (
        select c.id, concat_ws(${SEPARATOR}, p.${path}, c.${name}), 1
          from ${t} c left join ${t} p on p.id = c.${parent} and p.tenant_id = c.tenant_id
         where c.tenant_id = ${rec.tenantId} and c.id = ${change.id}
        union all
        select c.id, walk.path || ${SEPARATOR} || c.${name}, walk.depth + 1
          from ${t} c join walk on c.${parent} = walk.id
         where c.tenant_id = ${rec.tenantId} and walk.depth < ${MAX_DEPTH}
      )
      update ${t} set ${path} = walk.path from walk
       where ${t}.tenant_id = ${rec.tenantId} and ${t}.id = walk.id and ${t}.${path} is distinct from walk.path`.execute(rec.trx);
  },
});
