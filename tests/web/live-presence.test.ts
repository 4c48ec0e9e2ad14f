import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio';
import { visibleLiveUsers } from '../../src/core/presence';
import { applyEditing, pruneEditing, STALE_MS, type Editor } from '../../src/web/live/editing';

const fresh = () => proxy<{ records: Record<string, Record<number, Editor>> }>({ records: {} });

describe('soft lock state', () => {
  it('adds, refreshes and removes editors per record', () => {
    const s = fresh();
    applyEditing(s, { resource: 'tickets', id: 5, on: true, user: { id: 2, name: 'Ana' } }, 1000);
    applyEditing(s, { resource: 'tickets', id: 5, on: true, user: { id: 3, name: 'Luis' } }, 1000);
    expect(Object.values(s.records['tickets.5']).map((e) => e.name)).toEqual(['Ana', 'Luis']);
    applyEditing(s, { resource: 'tickets', id: 5, on: false, user: { id: 2, name: 'Ana' } }, 2000);
    expect(Object.keys(s.records['tickets.5'])).toEqual(['3']);
    applyEditing(s, { resource: 'tickets', id: 5, on: false, user: { id: 3 } }, 2000);
    expect(s.records['tickets.5']).toBeUndefined();
  });

  it('ignores malformed whispers', () => {
    const s = fresh();
    applyEditing(s, { resource: 'tickets', id: 'x', user: { id: 2 } });
    applyEditing(s, { resource: 'tickets', id: 3, user: {} });
    applyEditing(s, { id: 3, user: { id: 2 } });
    expect(s.records).toEqual({});
  });

  it('forgets an editor not heard from within the stale time', () => {
    const s = fresh();
    applyEditing(s, { resource: 'tickets', id: 1, user: { id: 2, name: 'Ana' } }, 0);
    applyEditing(s, { resource: 'tickets', id: 2, user: { id: 2, name: 'Ana' } }, STALE_MS);
    pruneEditing(s, STALE_MS + 1);
    expect(Object.keys(s.records)).toEqual(['tickets.2']);
  });
});

describe('live users: privileged-user rule', () => {
  const list = ['root@x.test', 'dev@x.test', 'ops@x.test'];
  const members = [{ id: 1, email: 'ana@x.test' }, { id: 2, email: 'Dev@x.test' }, { id: 3, email: null }];
  it('hides the privileged users from others', () => {
    expect(visibleLiveUsers(members, 'ana@x.test', list).map((m) => m.id)).toEqual([1, 3]);
    expect(visibleLiveUsers(members, null, list).map((m) => m.id)).toEqual([1, 3]);
  });
  it('shows everyone to a privileged viewer', () => {
    expect(visibleLiveUsers(members, 'ops@x.test', list).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});
