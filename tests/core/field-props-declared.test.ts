// Field properties of spec 03 §3.1 that only make sense one way in Mando are checked where the
// resource is declared, so a declaration never silently means nothing.
import { describe, expect, it } from 'vitest';
import { defineResource, relation, select, text } from '../../src/core/resource';

const declare = (fields: Record<string, unknown>) => () => defineResource({
  name: 'probe', label: { one: 'Prueba', many: 'Pruebas' }, title: 'nombre', permission: 'Clientes', fields: fields as never,
});

describe('trackBy: the key a selector keeps', () => {
  it('is the id for a relation and the value for a select', () => {
    expect(declare({ nombre: text({ label: 'Nombre' }), cliente_id: relation('clientes', { label: 'Cliente', trackBy: 'id' }) })).not.toThrow();
    expect(declare({ nombre: text({ label: 'Nombre' }), estado: select([{ value: 'a', label: 'A' }], { label: 'Estado', trackBy: 'value' }) })).not.toThrow();
  });
  it('refuses another key, which nothing would honour', () => {
    expect(declare({ nombre: text({ label: 'Nombre' }), cliente_id: relation('clientes', { label: 'Cliente', trackBy: 'document' }) })).toThrow(/trackBy 'document'.*'id'/);
    expect(declare({ nombre: text({ label: 'Nombre' }), estado: select([{ value: 'a', label: 'A' }], { label: 'Estado', trackBy: 'label' }) })).toThrow(/trackBy 'label'/);
    expect(declare({ nombre: text({ label: 'Nombre', trackBy: 'id' }) })).toThrow(/keeps no option key/);
  });
});
