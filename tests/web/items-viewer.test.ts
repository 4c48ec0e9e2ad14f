import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { pedidos, purchaseOrders } from '../../src/core/resources';
import { ItemsCell } from '../../src/web/engine/fields/items-cell';

// A record's lines in the viewer and on its page: each resource's own description column (orders
// name it 'nombre', purchase orders 'name'), quantity, price and total, as the user entered them.

beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));
const text = (field: typeof pedidos.fields.items, row: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(ItemsCell, { field, name: 'items', row, full: true })))
    .replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('items viewer', () => {
  it('shows a purchase order line’s description', () => {
    const row = { items: [{ name: 'Resma carta', cantidad: '10.0000', precio: '18000.00', total: '180000.00' }] };
    expect(text(purchaseOrders.fields.items, row)).toMatch(/^Descripción Cantidad Precio Total Resma carta 10 \$\s?18\.000 \$\s?180\.000$/);
  });
  it('shows an order line’s description', () => {
    const row = { items: [{ nombre: 'Camiseta talla M', cantidad: '2', precio: '59900', total: '119800' }] };
    expect(text(pedidos.fields.items, row)).toContain('Camiseta talla M');
  });
  it('counts the lines in a list cell', () => {
    const html = renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(ItemsCell, { field: pedidos.fields.items, name: 'items', row: { items: [{}, {}] } })));
    expect(html).toContain('2 líneas');
  });
});
