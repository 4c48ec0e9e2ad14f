import { describe, expect, it } from 'vitest';
import { fixedValues, mergeRowScopes, rowCondition, rowScopeLevels, type Principal } from '../../src/core/access';
import { clientes, productos, tickets, users } from '../../src/core/resources';

const staff = (extra: Partial<Principal> = {}): Principal => ({ roles: ['Soporte'], permissions: [], modules: [], userId: 7, entidadId: 3, ...extra });

describe('row scope (core)', () => {
  it('derives the client, owner and team columns from the fields', () => {
    expect(tickets.rowScope).toMatchObject({ client: 'cliente_id', team: null });
    expect(tickets.rowScope.own).toEqual(expect.arrayContaining(['user_id', 'guardian_id', 'assignees']));
    expect(clientes.rowScope).toMatchObject({ client: 'id', team: 'entidad_id' });
    expect(users.rowScope).toMatchObject({ client: 'self', own: ['id'] });
    expect(productos.rowScope.client).toBeNull();
  });

  it('a client-linked user is limited to its client, to itself among users, and not on catalogues', () => {
    const p = staff({ clienteId: 11 });
    expect(rowCondition(p, tickets)).toEqual({ all: [[{ field: 'cliente_id', value: 11 }]] });
    expect(rowCondition(p, clientes)).toEqual({ all: [[{ field: 'id', value: 11 }]] });
    expect(rowCondition(p, users)).toEqual({ all: [[{ field: 'id', value: 7 }]] });
    expect(rowCondition(p, productos)).toBeNull();
    expect(fixedValues(p, tickets)).toEqual({ cliente_id: 11 });
    expect(fixedValues(staff(), tickets)).toEqual({});
  });

  it('"only mine" matches any owner column; "my team" the entidad; SuperAdmin is never limited', () => {
    const own = rowCondition(staff({ rowScopes: { tickets: 'own' } }), tickets)!;
    expect(own.all[0].map((m) => m.field)).toEqual(tickets.rowScope.own);
    expect(rowCondition(staff({ rowScopes: { clientes: 'team' } }), clientes)).toEqual({ all: [[{ field: 'entidad_id', value: 3 }]] });
    // No entidad: "my team" reaches nothing rather than everything.
    expect(rowCondition(staff({ entidadId: null, rowScopes: { clientes: 'team' } }), clientes)).toEqual({ all: [[]] });
    // A team level on a resource without a team column narrows to "only mine".
    expect(rowCondition(staff({ rowScopes: { tickets: 'team' } }), tickets)!.all[0].length).toBe(tickets.rowScope.own.length);
    expect(rowCondition({ ...staff({ rowScopes: { tickets: 'own' } }), roles: ['SuperAdmin'] }, tickets)).toBeNull();
  });

  it('roles merge to the widest level, and only levels a resource supports are offered', () => {
    expect(mergeRowScopes([{ tickets: 'own', clientes: 'team' }, { tickets: 'team' }])).toEqual({ tickets: 'team' });
    expect(mergeRowScopes([{ tickets: 'own' }, null])).toEqual({});
    expect(mergeRowScopes([{ tickets: 'own' }])).toEqual({ tickets: 'own' });
    expect(rowScopeLevels(tickets)).toEqual(['all', 'own']);
    expect(rowScopeLevels(clientes)).toEqual(['all', 'team', 'own']);
  });
});
