import { describe, expect, it } from 'vitest';
import { relation } from '../../src/core/resource';
import '../../src/core/resources';
import { relatedLabel, relatedTitle } from '../../src/web/engine/fields/kind-meta';

// Spec 03 §3.1 field property `attribute`: the related record's attribute shown as its label — in
// list cells, chips, filters and selectors (all read relatedTitle/relatedLabel) — instead of the
// target resource's title.
describe('a relation field’s attribute', () => {
  const cliente = { id: 7, nombres: 'Ana', apellidos: 'Gómez', document: '52987654', email: 'ana@demo.test' };

  it('labels the related record by that attribute', () => {
    expect(relatedTitle(relation('clientes', { label: 'Cliente', attribute: 'document' }), cliente)).toBe('52987654');
    expect(relatedLabel(relation('clientes', { label: 'Cliente', attribute: 'email' }), cliente)).toBe('ana@demo.test');
  });

  it('falls back to the resource’s title when the attribute is empty or absent', () => {
    const byTitle = relatedTitle(relation('clientes', { label: 'Cliente' }), cliente);
    expect(byTitle).not.toBe('');
    expect(relatedTitle(relation('clientes', { label: 'Cliente', attribute: 'nombre_comercial' }), cliente)).toBe(byTitle);
    expect(relatedLabel(relation('clientes', { label: 'Cliente', attribute: 'email' }), { id: 9 })).toBe(relatedLabel(relation('clientes', { label: 'Cliente' }), { id: 9 }));
  });
});
