import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/core/access';
import { pedidos } from '../../src/core/resources';
import { listFields } from '../../src/web/engine/data/list-params';
import { includesFor } from '../../src/web/engine/data/use-resource-list';
import { FieldCell } from '../../src/web/engine/fields/field-kinds';
import { KIND_VALUES, defaultVisible, isListable } from '../../src/web/engine/fields/kind-meta';
import { PAYMENT_VECTORS } from '../core/payment-vectors';

// The orders' payments as a column of the generic list (/orders-payments): a field with a named cell
// is listable, brings its rows (include) and what its cell reads (fields=total), and the cell shows
// the pairs, their sum and the change from the same core function the server stores with.

const admin: Principal = { roles: ['SuperAdmin'], permissions: [], modules: ['pedidos'] };
const pagos = pedidos.fields.pagos;

beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));

const render = (row: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(FieldCell, { field: pagos, name: 'pagos', row })));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('payments column', () => {
  it('is a column the user can show (hidden by default on the orders list), unlike the order lines', () => {
    expect(isListable(pagos)).toBe(true);
    expect(defaultVisible(pagos)).toBe(false);
    expect(isListable(pedidos.fields.items)).toBe(false);
  });

  it('brings its payment rows and the total its cell needs', () => {
    expect(includesFor(pedidos, ['cliente_id', 'pagos'])).toEqual(['cliente', 'pagos']);
    expect(listFields(pedidos, ['numero_pedido', 'pagos'], admin)).toContain('total');
  });

  it('a new order starts with one blank product line and no payment', () => {
    expect(KIND_VALUES.items.toForm(pagos, undefined, {})).toEqual([]);
    expect(KIND_VALUES.items.toForm(pedidos.fields.items, undefined, {})).toHaveLength(1);
  });

  for (const v of PAYMENT_VECTORS) {
    it(`shows the pairs, their sum and the change: ${v.name}`, () => {
      const html = render({ total: v.total, pagos: v.pagos });
      const shown = text(html);
      if (!v.pagos.length) { expect(shown).toBe('Sin pagos'); return; }
      expect(html.match(/data-pair/g)).toHaveLength(v.pairs.length);
      for (const [method] of v.pairs) expect(shown).toContain(`${method}:`);
      if (v.pairs.length > 1) expect(html).toContain('data-paid');
      if (v.change !== '0.00') expect(html).toContain('data-change');
      else expect(html).not.toContain('data-change');
      // The text is the core display's, with the badge in place of ', cambio …'.
      expect(shown.replace(/ \+ /g, ' + ').replace(/ Cambio .*$| Saldo .*$| Pagado$/, '').replace(/ = /, ' = '))
        .toBe(v.text.replace(/, cambio .*$/, ''));
    });
  }
});
