import { describe, expect, it } from 'vitest';
import { entidades, tickets } from '../../src/core/resources';
import { RICH_TEXT_CELL_CHARS, richTextExcerpt } from '../../src/core/richtext/sanitize';
import { exportValue, isListable, KIND_VALUES } from '../../src/web/engine/fields/kind-meta';

// Spec 01 §9 / issue 13: rich text is cut at 3000 characters in a list cell and at 500 in exports;
// a location exports as one line and is a list column.
describe('rich text and location in lists and exports', () => {
  const contenido = tickets.fields.contenido;

  it('exports rich text as plain text cut at 500 characters', () => {
    const long = `<p>${'a'.repeat(600)}</p>`;
    const out = exportValue(contenido, 'contenido', { contenido: long });
    expect(out).toBe(`${'a'.repeat(500)}…`);
    expect(exportValue(contenido, 'contenido', { contenido: '<p>Hola <b>mundo</b></p><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>' }))
      .toBe('Hola mundo A B 1 2');
    expect(exportValue(contenido, 'contenido', { contenido: null })).toBeNull();
  });

  it('cuts a list cell at 3000 characters', () => {
    expect(RICH_TEXT_CELL_CHARS).toBe(3000);
    expect(richTextExcerpt(`<p>${'b'.repeat(3001)}</p>`)).toBe(`${'b'.repeat(3000)}…`);
    expect(richTextExcerpt(`<p>${'b'.repeat(3000)}</p>`)).toBe('b'.repeat(3000));
  });

  it('exports a location as name — address (lat, lng), and lists it', () => {
    const f = entidades.fields.location;
    expect(isListable(f)).toBe(true);
    expect(exportValue(f, 'location', { location: { lat: 4.711, lng: -74.0721, name: 'Sede Usaquén' } })).toBe('Sede Usaquén (4.71100, -74.07210)');
    expect(exportValue(f, 'location', { location: null })).toBeNull();
    expect(KIND_VALUES.location.toApi(f, { lat: '4,711', lng: '-74.0721', address: '', name: '' })).toEqual({ lat: 4.711, lng: -74.0721 });
  });
});
