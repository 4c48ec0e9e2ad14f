import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { select, text, email, json } from '../../src/core/resource';
import { tickets } from '../../src/core/resources';
import { FieldCell } from '../../src/web/engine/fields/field-kinds';
import {
  cellText, extraPairs, overflow, selectorLabel, tableRows, textLimit, RELATED_MAX, SELECTOR_CHIPS_MAX,
  SELECTOR_LABEL_NAMES_MAX, SELECTOR_ROW_HEIGHT, SELECTOR_TRUNCATE,
} from '../../src/web/engine/fields/display-rules';

// Spec 01 §2.6 and §9: related records up to 10 then '+N more'; e-mail cut at 40, other text at 70;
// selectors: chips up to 10, a label naming up to 9 then a count, truncation 50, row height 50.

beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));

const render = (field: Parameters<typeof FieldCell>[0]['field'], name: string, row: Record<string, unknown>, full = false) =>
  renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(FieldCell, { field, name, row, full })));
const visible = (html: string) => html.replace(/<span class="sr-only">.*?<\/span>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the spec numbers', () => {
  it('are the ones spec 01 §9 gives', () => {
    expect([RELATED_MAX, SELECTOR_CHIPS_MAX, SELECTOR_LABEL_NAMES_MAX, SELECTOR_TRUNCATE, SELECTOR_ROW_HEIGHT]).toEqual([10, 10, 9, 50, 50]);
    expect(textLimit('email')).toBe(40);
    expect(textLimit('text')).toBe(70);
  });
});

describe('overflow (+N more)', () => {
  it('keeps the first max items and counts the rest', () => {
    const ids = Array.from({ length: 13 }, (_, i) => i + 1);
    expect(overflow(ids, 10)).toEqual({ shown: ids.slice(0, 10), rest: 3 });
    expect(overflow(ids.slice(0, 10), 10)).toEqual({ shown: ids.slice(0, 10), rest: 0 });
    expect(overflow([], 10)).toEqual({ shown: [], rest: 0 });
    expect(overflow([1, 2], 0)).toEqual({ shown: [], rest: 2 });
  });
});

describe('truncation', () => {
  it('cuts at the limit with an ellipsis, counting it', () => {
    const s = 'a'.repeat(71);
    expect(cellText(s, 70)).toEqual({ text: `${'a'.repeat(69)}…`, cut: true });
    expect(cellText('a'.repeat(70), 70)).toEqual({ text: 'a'.repeat(70), cut: false });
  });

  it('an e-mail cell shows 40 characters and keeps the whole address for hover and screen readers', () => {
    const address = `${'muy.largo.'.repeat(5)}@ejemplo.com.co`;
    const html = render(email({ label: 'Correo' }), 'email', { email: address });
    expect(visible(html)).toBe(`${address.slice(0, 39)}…`);
    expect(html).toContain(`title="${address}"`);
    expect(html).toContain(`<span class="sr-only">${address}</span>`);
    expect(html).toContain('aria-hidden="true"');
  });

  it('a text cell cuts at 70, not 40; short text has no tooltip', () => {
    const long = 'x'.repeat(60);
    expect(visible(render(text({ label: 'N' }), 'n', { n: long }))).toBe(long);
    expect(render(text({ label: 'N' }), 'n', { n: long })).not.toContain('title=');
    const longer = 'y'.repeat(80);
    expect(visible(render(text({ label: 'N' }), 'n', { n: longer }))).toBe(`${'y'.repeat(69)}…`);
    expect(visible(render(text({ label: 'N' }), 'n', { n: longer }, true))).toBe(longer);
  });
});

describe('selector label', () => {
  const count = (n: number) => `${n} seleccionados`;
  it('names up to 9 records, then only counts', () => {
    const names = Array.from({ length: 10 }, (_, i) => `N${i + 1}`);
    expect(selectorLabel(names.slice(0, 9), count)).toBe('N1, N2, N3, N4, N5, N6, N7, N8, N9');
    expect(selectorLabel(names, count)).toBe('10 seleccionados');
    expect(selectorLabel([], count)).toBe('');
  });
});

describe('related records cell', () => {
  const field = tickets.fields.assignees;
  const people = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, full_name: `Persona ${i + 1}` }));

  it('shows 10 as links to their records, then +N más naming the others on hover', () => {
    const html = render(field, field.relation!.include, { [field.relation!.include]: people(13) });
    expect(html.match(/<a /g)).toHaveLength(10);
    expect(html).toContain('href="/users?dialog=view&amp;id=10"');
    expect(html).not.toContain('id=11"');
    expect(html).toContain('+3 más');
    expect(html).toContain('title="Persona 11, Persona 12, Persona 13"');
  });

  it('shows exactly 10 without a chip, and all of them in the viewer', () => {
    expect(render(field, 'x', { [field.relation!.include]: people(10) })).not.toContain('más');
    expect(render(field, 'x', { [field.relation!.include]: people(13) }, true).match(/<a /g)).toHaveLength(13);
  });

  it('cuts a long related name at 50 characters', () => {
    const long = 'Nombre '.repeat(10).trim();
    const html = render(field, 'x', { [field.relation!.include]: [{ id: 1, full_name: long }] });
    expect(visible(html)).toBe(`${long.slice(0, 49)}…`);
  });
});

describe('select column', () => {
  it('is a coloured badge with the option tone when the column asks for chips, capitalised by CSS only', () => {
    const html = render(tickets.fields.estado, 'estado', { estado: 'vencido' });
    expect(html).toContain('data-tone="danger"');
    expect(html).toContain('first-letter:uppercase');
    expect(visible(html)).toBe('vencido');
  });

  it('is plain text without chip; translate false shows the label as stored', () => {
    const plain = select([{ value: 'a', label: 'Activo' }], { label: 'E' });
    expect(render(plain, 'e', { e: 'a' })).not.toContain('data-tone');
    expect(visible(render(plain, 'e', { e: 'a' }))).toBe('Activo');
    i18n.load('es', { Activo: 'ACTIVO-traducido' });
    expect(visible(render(plain, 'e', { e: 'a' }))).toBe('ACTIVO-traducido');
    const raw = select([{ value: 'a', label: 'Activo' }], { label: 'E', list: { translate: false } });
    expect(visible(render(raw, 'e', { e: 'a' }))).toBe('Activo');
    i18n.load('es', {});
  });
});

describe('extra and table values', () => {
  it('reads key/value pairs from arrays of pairs, {key, value} objects or a plain object', () => {
    expect(extraPairs([{ key: 'Color', value: 'Rojo' }, ['Talla', 'M'], { key: '', value: '' }])).toEqual([['Color', 'Rojo'], ['Talla', 'M']]);
    expect(extraPairs({ a: 1, b: null })).toEqual([['a', '1'], ['b', '']]);
    expect(extraPairs('nada')).toEqual([]);
  });

  it('an extra cell shows 3 pairs then +N más; the viewer lists them all', () => {
    const field = json({ label: 'Extra', cell: 'extra' });
    const pairs = Array.from({ length: 5 }, (_, i) => ({ key: `k${i}`, value: `v${i}` }));
    const html = render(field, 'extra', { extra: pairs });
    expect(visible(html)).toBe('k0 v0 k1 v1 k2 v2 +2 más');
    expect(render(field, 'extra', { extra: pairs }, true).match(/<dt/g)).toHaveLength(5);
  });

  it('table rows follow the declared columns and drop empty rows', () => {
    expect(tableRows([{ a: 1, b: 'x' }, { a: '', b: '' }, ['p', 'q']], ['b', 'a'])).toEqual({ header: ['b', 'a'], rows: [['x', '1'], ['p', 'q']] });
    expect(tableRows([{ a: 1 }, { b: 2 }])).toEqual({ header: ['a', 'b'], rows: [['1', ''], ['', '2']] });
    const field = json({ label: 'Tabla', cell: 'table' });
    expect(visible(render(field, 't', { t: [{ a: 1 }, { a: 2 }] }))).toBe('2 filas 1');
  });
});

describe('selector query', () => {
  it('asks for 250 rows, with the search text and the field pre-filters', async () => {
    const { selectorEntries } = await import('../../src/web/engine/data/queries');
    expect(selectorEntries('')).toEqual([['limit', '250']]);
    expect(selectorEntries('  josé ', { status: [1], b: ['x', 'y'] })).toEqual([['q', 'josé'], ['whereIn[b]', 'x,y'], ['whereIn[status]', '1'], ['limit', '250']]);
  });
});
