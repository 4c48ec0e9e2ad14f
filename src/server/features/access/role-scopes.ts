import { rowScopeLevels } from '../../../core/access';
import { getResource } from '../../../core/resources';
import { recordInvalid, registerRecordHooks } from '../../records';

export const ROW_SCOPES_INVALID = 'El alcance debe ser "all", "team" u "own" para un recurso que lo admita.';

/**
 * roles.row_scopes is { resource: 'own' | 'team' } for resources whose rows can be limited; 'all'
 * entries are dropped (the default), anything else is a 422 on the field.
 */
registerRecordHooks('roles', {
  prepare(_rec, change) {
    if (!('row_scopes' in change.data) || change.data.row_scopes === null) return;
    const value = change.data.row_scopes;
    if (typeof value !== 'object' || Array.isArray(value)) throw recordInvalid({ row_scopes: [ROW_SCOPES_INVALID] });
    const clean: Record<string, string> = {};
    for (const [name, level] of Object.entries(value as Record<string, unknown>)) {
      const r = getResource(name);
      if (!r || typeof level !== 'string' || !rowScopeLevels(r).includes(level as never)) {
        throw recordInvalid({ row_scopes: [ROW_SCOPES_INVALID] });
      }
      if (level !== 'all') clean[name] = level;
    }
    change.data.row_scopes = clean;
  },
});
