import { describe, expect, it } from 'vitest';
import { eventModel, mergeModel } from '../../src/web/engine/data/live-cache';

const model = { id: 2, titulo: 'Nuevo', estado: 'cerrado' };

describe('live cache merge', () => {
  it('merges into a list page and keeps fields the event lacks', () => {
    const page = { data: [{ id: 1, titulo: 'A' }, { id: 2, titulo: 'B', cliente: { id: 9 } }], total: 2 };
    const next = mergeModel(page, model);
    expect(next).not.toBe(page);
    expect(next.data[1]).toEqual({ id: 2, titulo: 'Nuevo', estado: 'cerrado', cliente: { id: 9 } });
    expect(next.data[0]).toBe(page.data[0]);
    expect(next.total).toBe(2);
  });

  it('merges into plain arrays (board cards, calendars) and infinite pages', () => {
    const cards = [{ id: 2, estado: 'abierto' }];
    expect(mergeModel(cards, model)).toEqual([{ id: 2, titulo: 'Nuevo', estado: 'cerrado' }]);
    const inf = { pages: [{ data: [{ id: 3 }] }, { data: [{ id: 2 }] }], pageParams: [1, 2] };
    const out = mergeModel(inf, model);
    expect(out.pages[0]).toBe(inf.pages[0]);
    expect(out.pages[1].data[0]).toMatchObject({ titulo: 'Nuevo' });
  });

  it('merges into the record itself', () => {
    expect(mergeModel({ id: 2, titulo: 'B', n: 1 }, model)).toEqual({ id: 2, titulo: 'Nuevo', estado: 'cerrado', n: 1 });
  });

  it('returns the same reference when the record is not cached there', () => {
    const page = { data: [{ id: 1 }] };
    const arr = [{ id: 5 }];
    const one = { id: 7 };
    expect(mergeModel(page, model)).toBe(page);
    expect(mergeModel(arr, model)).toBe(arr);
    expect(mergeModel(one, model)).toBe(one);
    expect(mergeModel(undefined, model)).toBeUndefined();
    expect(mergeModel({ count: 3 }, model)).toEqual({ count: 3 });
  });

  it('reads the model of an event payload, with a numeric id', () => {
    expect(eventModel({ resource: 'tickets', model: { id: '4', a: 1 } })).toEqual({ id: 4, a: 1 });
    expect(eventModel({ resource: 'tickets' })).toBeNull();
    expect(eventModel({ model: { a: 1 } })).toBeNull();
    expect(eventModel(null)).toBeNull();
  });
});
