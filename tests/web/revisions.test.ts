import { describe, expect, it } from 'vitest';
import { clientes, roles, users } from '../../src/core/resources';
import { relatedIds, revisionChanges, revisionFields } from '../../src/web/screens/revisions/revision-diff';

const superAdmin = { roles: ['SuperAdmin'], permissions: [], modules: [], canSendToDian: false };

describe('revisions screen: what a revision shows', () => {
  const fields = revisionFields(clientes, superAdmin);

  it('an update lists only the fields that changed, in form order; blanks are equal', () => {
    const rev = {
      before: { nombres: 'Ana', apellidos: null, tipo_documento: '31', email: '', updated_at: '2026-01-01T00:00:00Z' },
      after: { nombres: 'Ana', apellidos: 'Ruiz', tipo_documento: '13', email: null, updated_at: '2026-01-02T00:00:00Z' },
    };
    expect(revisionChanges(fields, rev).map((c) => [c.key, c.before, c.after])).toEqual([
      ['tipo_documento', '31', '13'],
      ['apellidos', null, 'Ruiz'],
    ]);
  });

  it('a creation lists what was filled in; a deletion what the record held', () => {
    expect(revisionChanges(fields, { before: null, after: { nombres: 'Ana', apellidos: '' } }).map((c) => c.key)).toEqual(['nombres']);
    expect(revisionChanges(fields, { before: { nombres: 'Ana' }, after: null }).map((c) => [c.key, c.before, c.after]))
      .toEqual([['nombres', 'Ana', undefined]]);
  });

  it('never shows secrets: passwords and write-only fields are not revision fields', () => {
    const keys = revisionFields(users, superAdmin).map(([k]) => k);
    expect(keys).toContain('email');
    expect(keys).not.toContain('password');
    const changes = revisionChanges(revisionFields(users, superAdmin), { before: { password: 'a' }, after: { password: 'b' } });
    expect(changes).toEqual([]);
  });

  it('collects the related ids each target needs a title for', () => {
    const relation = fields.find(([, f]) => f.kind === 'relation')!;
    const [key, field] = relation;
    const ids = relatedIds(fields, [
      { id: 2, action: 'updated', before: { [key]: 3 }, after: { [key]: 7 }, created_at: '', user_id: 1, user_name: 'x' },
      { id: 1, action: 'created', before: null, after: { [key]: 3 }, created_at: '', user_id: 1, user_name: 'x' },
    ]);
    expect([...(ids.get(field.relation!.resource) ?? [])].sort()).toEqual([3, 7]);
  });

  it('collects the ids of many-to-many links too (a role’s permissions before and after)', () => {
    const roleFields = revisionFields(roles, superAdmin);
    const ids = relatedIds(roleFields, [
      { id: 5, action: 'updated', before: { permissions: [4, 9] }, after: { permissions: [4, 9, 12] }, created_at: '', user_id: 1, user_name: 'x' },
    ]);
    expect([...(ids.get('permissions') ?? [])].sort((a, b) => a - b)).toEqual([4, 9, 12]);
    expect(revisionChanges(roleFields, { before: { permissions: [4, 9] }, after: { permissions: [4, 9, 12] } }).map((c) => c.key)).toEqual(['permissions']);
  });
});
