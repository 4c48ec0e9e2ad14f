import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { optionId } from '../../src/web/palette/listbox';
import { prepare } from '../../src/web/palette/match';
import { PaletteView, type PaletteViewProps } from '../../src/web/palette/palette-view';
import type { PaletteEntry } from '../../src/web/palette/use-palette-entries';

// The palette's own combobox and listbox (listbox.tsx), as rendered: the ARIA links a screen reader
// and the browser journeys rely on. Keys, pointer and scrolling are covered in Chromium (e2e/palette).

beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));

const entry = (id: string, section: PaletteEntry['section'], label: string, extra: Partial<PaletteEntry> = {}): PaletteEntry =>
  ({ id, section, label, icon: 'list', run: () => {}, prepared: prepare(label, extra.hint), ...extra });

const ENTRIES = [
  entry('ctx:del 1', 'context', 'Eliminar', { heading: 'Este registro', danger: true }),
  entry('go:/clientes', 'nav', 'Ir a Clientes'),
  entry('go:/tickets', 'nav', 'Ir a Tickets'),
  entry('new:clientes', 'create', 'Nuevo cliente'),
  entry('app:help', 'app', 'Atajos de teclado', { shortcut: 'help' }),
];

function render(props: Partial<PaletteViewProps> = {}): string {
  return renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(PaletteView, {
    entries: ENTRIES, recent: [], query: '', onQuery: () => {}, onRun: () => {}, keysOf: (id) => (id === 'help' ? ['?'] : null), ...props,
  })));
}

/** Opening tags with their attributes (the markup is React's: double-quoted, no '>' inside values). */
function tags(html: string): { tag: string; attrs: Record<string, string> }[] {
  return [...html.matchAll(/<([a-z]+)([^>]*)>/g)].map(([, tag, rest]) => ({
    tag: tag!, attrs: Object.fromEntries([...rest!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k!, v ?? ''])),
  }));
}

const textOf = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe('palette view: combobox and listbox', () => {
  it('links the input to the listbox and to the selected option, the first one of a new list', () => {
    const html = render();
    const all = tags(html);
    const input = all.find((t) => t.attrs.role === 'combobox')!;
    const list = all.find((t) => t.attrs.role === 'listbox')!;
    const options = all.filter((t) => t.attrs.role === 'option');
    expect(input.tag).toBe('input');
    expect(input.attrs['aria-expanded']).toBe('true');
    expect(input.attrs['aria-controls']).toBe(list.attrs.id);
    expect(options.map((o) => o.attrs['data-value'])).toEqual(ENTRIES.map((e) => e.id));
    const selected = options.filter((o) => o.attrs['aria-selected'] === 'true');
    expect(selected.map((o) => o.attrs['data-value'])).toEqual(['ctx:del 1']);
    expect(input.attrs['aria-activedescendant']).toBe(selected[0]!.attrs.id);
    // Named 'Buscar comandos' (the journeys find it so), the listbox by the same label.
    const label = all.find((t) => t.tag === 'label')!;
    expect(label.attrs.for).toBe(input.attrs.id);
    expect(input.attrs['aria-labelledby']).toBe(label.attrs.id);
    expect(list.attrs['aria-labelledby']).toBe(label.attrs.id);
    expect(textOf(html, label.attrs.id!)).toBe('Buscar comandos');
  });

  it('names each group by its visible heading', () => {
    const html = render();
    const groups = tags(html).filter((t) => t.attrs.role === 'group');
    expect(groups.map((g) => textOf(html, g.attrs['aria-labelledby']!))).toEqual(['Este registro', 'Ir a', 'Crear', 'Aplicación']);
    expect([...html.matchAll(/data-palette-group-heading=""[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Este registro', 'Ir a', 'Crear', 'Aplicación']);
  });

  it('gives options unique ids without spaces, the same for an entry on every render', () => {
    const ids = (html: string) => tags(html).filter((t) => t.attrs.role === 'option').map((o) => [o.attrs['data-value'], o.attrs.id]);
    const browse = ids(render());
    // While a text is typed the first screen stays rendered (hidden): its options keep their own ids.
    const found = ids(render({ query: 'cliente' }));
    expect(found.length).toBeGreaterThan(browse.length);
    for (const list of [browse, found]) {
      expect(new Set(list.map(([, id]) => id)).size).toBe(list.length);
      for (const [, id] of list) expect(id).not.toMatch(/\s/);
    }
    const again = ids(render({ query: 'clientes' }));
    const shown = (list: typeof found) => list.slice(browse.length);
    expect(shown(again).length).toBeGreaterThan(0);
    for (const [value, id] of shown(again)) expect(id).toBe(shown(found).find(([v]) => v === value)?.[1]);
  });

  it('keeps the first screen hidden while a text is typed, with nothing selected in it', () => {
    const html = render({ query: 'clientes' });
    // The hidden first screen comes first in the listbox, the results ('Comandos' …) after it.
    const hidden = html.slice(html.indexOf('<div hidden="">'), html.indexOf('>Comandos<'));
    expect(hidden).toContain('Ir a Tickets');
    expect(hidden).not.toContain('aria-selected="true"');
    const all = tags(html);
    const selected = all.filter((t) => t.attrs['aria-selected'] === 'true');
    expect(selected.map((o) => o.attrs['data-value'])).toEqual(['go:/clientes']);
    expect(all.find((t) => t.attrs.role === 'combobox')!.attrs['aria-activedescendant']).toBe(selected[0]!.attrs.id);
  });

  it('shows the shortcut keys of an entry and nothing selected when nothing is found', () => {
    expect(render({ query: 'atajos' })).toMatch(/<kbd[^>]*>\?<\/kbd>/);
    const html = render({ query: 'zzqxw' });
    expect(tags(html).find((t) => t.attrs.role === 'combobox')!.attrs['aria-activedescendant']).toBeUndefined();
    expect(html).toContain('Sin resultados');
  });

  it('option ids: distinct values never share an id', () => {
    const values = ['a b', 'a_b', 'a_20_b', 'a_20b', 'a-b', 'a:b', 'a.b', 'ñ', '_f1_', 'rec:clientes:7'];
    const ids = values.map((v) => optionId('L', v));
    expect(new Set(ids).size).toBe(values.length);
    for (const id of ids) expect(id).toMatch(/^L-[A-Za-z0-9:._-]+$/);
  });
});
