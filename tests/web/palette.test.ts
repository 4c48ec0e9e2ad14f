import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Principal } from '../../src/core/access';
import { RESOURCES } from '../../src/core/resources/index';
import { addPaletteContext, contextActions } from '../../src/web/palette/context';
import { foldText, matchScore, prepare, prepareQuery, rank } from '../../src/web/palette/match';
import { MAX_RECENTS, readRecents, recentsKey, rememberRecent } from '../../src/web/palette/recents';
import { recordHref } from '../../src/web/palette/record-href';
import { goSequences, visibleRoutes } from '../../src/web/palette/routes';

const entry = (label: string, keywords = '') => ({ label, prepared: prepare(label, keywords) });
const find = (items: ReturnType<typeof entry>[], q: string, limit = 10) => rank(items, (e) => e.prepared, q, limit).map((e) => e.label);

describe('palette matching', () => {
  const items = [
    entry('Ir a Clientes', 'clients customers cliente'),
    entry('Ir a Categorías de productos', 'categories'),
    entry('Ir a Facturas', 'invoices bills'),
    entry('Nuevo cliente', 'crear add'),
    entry('Ángela Gutiérrez Ríos', 'clientes'),
    entry('José Pérez Gómez', 'clientes'),
  ];

  it('ignores accents and case both ways', () => {
    expect(foldText('Categorías ÁNGELA')).toBe('categorias angela');
    expect(find(items, 'CATEGORIAS')).toEqual(['Ir a Categorías de productos']);
    expect(find(items, 'angela gutierrez')).toEqual(['Ángela Gutiérrez Ríos']);
  });

  it('tolerates a misspelt word and finds English synonyms', () => {
    expect(find(items, 'angela gutieres')).toEqual(['Ángela Gutiérrez Ríos']);
    expect(find(items, 'jose peres')).toEqual(['José Pérez Gómez']);
    expect(find(items, 'invoices')).toEqual(['Ir a Facturas']);
    expect(find(items, 'facturs')).toEqual(['Ir a Facturas']);
  });

  it('needs every word, and does not guess on short words', () => {
    expect(find(items, 'ir a clien')).toEqual(['Ir a Clientes']);
    expect(find(items, 'xy')).toEqual([]);
    expect(find(items, 'nuevo factura')).toEqual([]);
  });

  it('ranks label matches above keyword matches and keeps the given order among equals', () => {
    expect(find(items, 'cliente')[0]).toBe('Nuevo cliente');
    const same = [entry('Ir a Tickets'), entry('Ir a Tickets')];
    expect(rank(same, (e) => e.prepared, 'tick', 5)).toEqual(same);
  });

  it('keeps the best entries of a broad query, highest first, earlier entries winning ties', () => {
    // Many entries and many ties: the answer must be exactly a stable sort of every hit, cut at the limit.
    const names = ['Ana', 'Andrés', 'Ángela', 'Andrea', 'Antonio', 'Amparo', 'Alba'];
    const many = Array.from({ length: 600 }, (_, i) => entry(`${names[i % names.length]} ${names[(i * 3) % names.length]} ${i}`, i % 5 ? 'clientes' : ''));
    for (const q of ['a', 'an', 'and', 'angela', 'andres an', 'cliente', 'ana 1', 'amparo alb']) {
      for (const limit of [1, 5, 20, 1000]) {
        const expected = many.map((e, i) => ({ e, i, s: matchScore(prepareQuery(q), e.prepared) })).filter((h) => h.s > 0)
          .sort((a, b) => b.s - a.s || a.i - b.i).slice(0, limit).map((h) => h.e);
        expect(rank(many, (e) => e.prepared, q, limit), `${q} / ${limit}`).toEqual(expected);
      }
    }
  });

  it('stops at the limit and returns everything for an empty text', () => {
    const many = Array.from({ length: 50 }, (_, i) => entry(`Cliente ${i}`));
    expect(rank(many, (e) => e.prepared, 'cliente', 12)).toHaveLength(12);
    expect(rank(many, (e) => e.prepared, '  ', 60)).toHaveLength(50);
  });
});

describe('palette routes and g-sequences', () => {
  const modules = [...new Set(RESOURCES.map((r) => r.module).filter(Boolean) as string[])];

  it('offers only the pages the user may see, with their sequences', () => {
    const staff: Principal = { roles: [], permissions: ['Ver Clientes', 'Ver Tickets'], modules };
    const routes = visibleRoutes(staff).map((r) => r.to);
    expect(routes).toContain('/dashboard');
    expect(routes).toContain('/clientes');
    expect(routes).not.toContain('/users');
    const seq = goSequences(visibleRoutes(staff));
    expect(seq).toContainEqual({ keys: 'g c', to: '/clientes' });
    expect(seq).toContainEqual({ keys: 'g t', to: '/boards' }); // whoever sees tickets sees their boards
    expect(seq.find((s) => s.keys === 'g u')).toBeUndefined();
    expect(seq.find((s) => s.keys === 'g p')).toBeUndefined();
  });

  it('prefers the boards over the tickets list once they are a visible page', () => {
    expect(goSequences([{ to: '/tickets' }, { to: '/boards' }])).toContainEqual({ keys: 'g t', to: '/boards' });
    expect(goSequences([{ to: '/tickets' }])).toContainEqual({ keys: 'g t', to: '/tickets' });
  });

  it('a tenant without the tickets module gets no ticket page', () => {
    const p: Principal = { roles: ['SuperAdmin'], permissions: [], modules: modules.filter((m) => m !== 'tickets') };
    expect(visibleRoutes(p).map((r) => r.to)).not.toContain('/tickets');
  });
});

describe('recently used entries', () => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });

  it('keeps the latest first, once, per tenant and user, bounded', () => {
    const mine = recentsKey(1, 7);
    rememberRecent(mine, { key: 'go:/clientes' });
    rememberRecent(mine, { key: 'new:tickets' });
    rememberRecent(mine, { key: 'go:/clientes' });
    expect(readRecents(mine).map((r) => r.key)).toEqual(['go:/clientes', 'new:tickets']);
    expect(readRecents(recentsKey(1, 8))).toEqual([]);
    expect(readRecents(recentsKey(2, 7))).toEqual([]);
    for (let i = 0; i < 20; i++) rememberRecent(mine, { key: `x${i}` });
    expect(readRecents(mine)).toHaveLength(MAX_RECENTS);
  });

  it('survives garbage in storage', () => {
    store.set(recentsKey(3, 3), '{not json');
    expect(readRecents(recentsKey(3, 3))).toEqual([]);
  });
});

describe('palette context actions', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((c) => c()));

  it('lists the newest scope first and forgets a scope when its screen goes', () => {
    const run = vi.fn();
    cleanups.push(addPaletteContext('Clientes', [{ id: 'list.refresh', label: 'Actualizar', run }]));
    const removeDialog = addPaletteContext('Este registro', [{ id: 'record.edit', label: 'Editar', run }]);
    expect(contextActions().map((a) => a.action.id)).toEqual(['record.edit', 'list.refresh']);
    removeDialog();
    expect(contextActions().map((a) => a.heading)).toEqual(['Clientes']);
  });
});

describe('where a record hit goes', () => {
  const modules = [...new Set(RESOURCES.map((r) => r.module).filter(Boolean) as string[])];
  const staff: Principal = { roles: [], permissions: ['Ver Tickets', 'Ver Pedidos', 'Editar Pedidos', 'Ver Clientes'], modules };

  it('a ticket opens its own page', () => {
    expect(recordHref(staff, { resource: 'tickets', id: 42 })).toBe('/tickets/42');
  });

  it('any other record opens its list’s form as a row click would (the dialog links to its page)', () => {
    expect(recordHref(staff, { resource: 'pedidos', id: 7 })).toBe('/pedidos?dialog=edit&id=7');
    expect(recordHref(staff, { resource: 'clientes', id: 3 })).toBe('/clientes?dialog=view&id=3');
  });
});
