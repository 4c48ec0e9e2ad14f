import { describe, expect, it } from 'vitest';
import { clientes } from '../../src/core/resources';
import { parseListSearch } from '../../src/web/engine/data/list-params';
import { listSearchSchema, parseListSearchParams } from '../../src/web/lib/list-search';

// The `/$resource` route validates its search with this schema (router.tsx, DESIGN §6).
describe('$resource search params (zod schema)', () => {
  it('types what it reads: numbers, booleans, the dialog', () => {
    expect(parseListSearchParams({ page: '3', itemsPerPage: '25', descending: 'false', sortBy: 'nombres', query: 'jo', dialog: 'edit', id: '7' }))
      .toMatchObject({ page: 3, itemsPerPage: 25, descending: false, sortBy: 'nombres', query: 'jo', dialog: 'edit', id: 7 });
  });

  it('bad values fall back to the spec defaults instead of failing (spec 01 §9)', () => {
    const s = parseListSearchParams({ page: '-3', itemsPerPage: 'abc', descending: 'maybe', dialog: 'drop', id: '0', from: 'x' });
    expect(s).toMatchObject({ page: 1, itemsPerPage: 5 });
    expect(s.descending).toBeUndefined();
    expect(s.dialog).toBeUndefined();
    expect(s.id).toBeUndefined();
    expect(s.from).toBeUndefined();
    expect(parseListSearchParams({ page: 'x', itemsPerPage: '0' })).toMatchObject({ page: 1, itemsPerPage: 10 });
    expect(parseListSearchParams({ itemsPerPage: '-1' }).itemsPerPage).toBe(-1);
    expect(parseListSearchParams({ itemsPerPage: '999999' }).itemsPerPage).toBe(10000);
    expect(listSearchSchema.safeParse({ page: '-3', itemsPerPage: 'abc' }).success).toBe(true);
  });

  it('keeps filter keys as text for the engine, which checks them against the resource', () => {
    const s = parseListSearchParams({ estado: 'abierto,cerrado', page: 2 });
    expect(s).toMatchObject({ estado: 'abierto,cerrado', page: 2 });
  });

  it('the list reads the validated search: page=-3&itemsPerPage=abc shows page 1 with 5 rows', () => {
    expect(parseListSearch(clientes, parseListSearchParams({ page: '-3', itemsPerPage: 'abc', descending: 'false' })))
      .toMatchObject({ page: 1, itemsPerPage: 5, sortBy: 'id', descending: false });
  });
});
