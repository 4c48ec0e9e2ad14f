import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoriasProductos } from '../../src/core/resources';
import { ColorInput } from '../../src/web/engine/fields/inputs';

// A colour field with no colour must not look like black was chosen: a native colour input cannot be
// empty (it reads '#000000'), so the swatch is marked empty and says so to a screen reader.

beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));

const render = (value: unknown) => renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(ColorInput, {
  field: categoriasProductos.fields.color, name: 'color', id: 'f-color', value, label: 'Color', onChange: () => {}, onBlur: () => {},
})));
const picker = (html: string) => html.match(/<input type="color"[^>]*>/)![0];

describe('colour field', () => {
  it.each([[null], [''], ['rojo'], ['#12345']])('with no usable colour (%j) shows an empty swatch, not black', (value) => {
    const p = picker(render(value));
    expect(p).toContain('color-empty');
    expect(p).toContain('data-empty=""');
    expect(p).toContain('aria-label="Color (sin color)"');
  });

  it('with a colour shows it in the swatch and as text', () => {
    const html = render('#0EA5E9');
    expect(picker(html)).toContain('value="#0EA5E9"');
    expect(picker(html)).not.toContain('color-empty');
    expect(picker(html)).toContain('aria-label="Color"');
    expect(html).toMatch(/<input[^>]*font-mono[^>]*value="#0EA5E9"|<input[^>]*value="#0EA5E9"[^>]*font-mono/);
  });
});
