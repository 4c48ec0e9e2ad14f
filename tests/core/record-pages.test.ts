// Record pages (/cliente/{id}, /orders/{id} …) are declared on resources: each declaration must be
// something the generic page can serve, or the page would show a broken section.
import { describe, expect, it } from 'vitest';
import { RESOURCES, getResource } from '../../src/core/resources';
import { parseListQuery } from '../../src/core/query';
import { recordPageHref, resourceOfPage } from '../../src/web/lib/record-page';

const withPages = RESOURCES.filter((r) => r.page);

describe('record pages', () => {
  it('the spec routes resolve to their resources', () => {
    expect(resourceOfPage('cliente')?.name).toBe('clientes');
    expect(resourceOfPage('orders')?.name).toBe('pedidos');
    expect(resourceOfPage('product')?.name).toBe('productos');
    expect(resourceOfPage('workers')?.name).toBe('workers');
    expect(resourceOfPage('purchase_orders')?.name).toBe('purchase_orders');
    expect(recordPageHref(getResource('clientes')!, 7)).toBe('/cliente/7');
    // A resource without a page has no record address (documents/{x} is the category tree).
    expect(resourceOfPage('documents')).toBeUndefined();
    expect(recordPageHref(getResource('documents')!, 7)).toBeUndefined();
  });

  it('page paths are unique and never shadow another resource list', () => {
    const paths = withPages.map((r) => r.page!.path ?? r.name);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of withPages) {
      const other = getResource(r.page!.path ?? r.name);
      if (other) expect(other.name).toBe(r.name);
    }
  });

  for (const r of withPages) for (const rel of r.page!.related ?? []) {
    it(`${r.name} → ${rel.resource}.${rel.field} is a filterable relation to ${r.name} the list query accepts`, () => {
      const target = getResource(rel.resource);
      expect(target, rel.resource).toBeDefined();
      const f = target!.fields[rel.field];
      expect(f?.kind).toBe('relation');
      expect(f.relation?.resource).toBe(r.name);
      // Exactly the query the section sends (trusted parse: field visibility is the server's call).
      const q = parseListQuery(target!, [[`where[${rel.field}]`, '1'], ['paginate', '10'], ...(rel.sums?.length ? [['sum', rel.sums.join(',')] as [string, string]] : [])]);
      expect(q.filters).toEqual([{ op: 'eq', field: rel.field, value: 1 }]);
      expect(q.sums ?? []).toEqual(rel.sums ?? []);
    });
  }
});
