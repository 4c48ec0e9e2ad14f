import { Editor } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applySlashItem, parseTableSize, SLASH_COMMANDS, SLASH_LIMIT, slashItems, slashQueryAt, TABLE_SIZES, type SlashCommandId, type SlashItem,
} from '../../src/web/engine/fields/richtext-slash';

const LABELS: Record<SlashCommandId, string> = {
  paragraph: 'Texto', heading1: 'Título 1', heading2: 'Título 2', heading3: 'Título 3', bulletList: 'Lista',
  orderedList: 'Lista numerada', blockquote: 'Cita', codeBlock: 'Código', horizontalRule: 'Separador', table: 'Tabla',
};
const ids = (q: string) => slashItems(q, LABELS).map((i) => i.id);

describe('slash menu entries (spec 03 §3.2)', () => {
  it('has the 10 commands, all offered for an empty query', () => {
    expect(SLASH_COMMANDS).toHaveLength(10);
    expect(new Set(SLASH_COMMANDS).size).toBe(10);
    expect(ids('')).toEqual([...SLASH_COMMANDS]);
  });

  it('filters by the start of a label word, accent- and case-insensitive', () => {
    expect(ids('titulo')).toEqual(['heading1', 'heading2', 'heading3']);
    expect(ids('TÍT')).toEqual(['heading1', 'heading2', 'heading3']);
    expect(ids('numer')).toEqual(['orderedList']);
    expect(ids('lis')).toEqual(['bulletList', 'orderedList']);
    expect(ids('cod')).toEqual(['codeBlock']);
    expect(ids('zzz')).toEqual([]);
  });

  it('has the table sizes newtable_1_1 … newtable_10_5, rows × columns', () => {
    expect(TABLE_SIZES).toHaveLength(50);
    expect(TABLE_SIZES[0].id).toBe('newtable_1_1');
    expect(TABLE_SIZES[49].id).toBe('newtable_10_5');
    expect(TABLE_SIZES.find((s) => s.id === 'newtable_4_2')).toEqual({ kind: 'table', id: 'newtable_4_2', rows: 4, cols: 2 });
  });

  it('parses a size id only within 1–10 × 1–5', () => {
    expect(parseTableSize('newtable_10_5')).toEqual({ rows: 10, cols: 5 });
    expect(parseTableSize('newtable_1_1')).toEqual({ rows: 1, cols: 1 });
    for (const bad of ['newtable_0_1', 'newtable_11_1', 'newtable_1_6', 'newtable_1_0', 'newtable_1', 'table_2_2', 'newtable_2_2x']) {
      expect(parseTableSize(bad), bad).toBeNull();
    }
  });

  it('a named size goes first, so Enter inserts it', () => {
    expect(ids('newtable_4_2')[0]).toBe('newtable_4_2');
    expect(ids('tabla 4x2')).toEqual(['newtable_4_2']);
    expect(ids('tabla 10×5')).toEqual(['newtable_10_5']);
    expect(ids('4x2')).toEqual(['newtable_4_2']);
    // Partial digits: rows 1 and 10 with 3 columns.
    expect(ids('newtable_1_3')).toEqual(['newtable_1_3', 'newtable_10_3']);
    expect(ids('tabla 1x')).toEqual(['newtable_1_1', 'newtable_1_2', 'newtable_1_3', 'newtable_1_4', 'newtable_1_5', 'newtable_10_1', 'newtable_10_2', 'newtable_10_3', 'newtable_10_4', 'newtable_10_5']);
    expect(ids('tabla 11x1')).toEqual([]);
    expect(ids('tabla 2x6')).toEqual([]);
  });

  it("'tab' offers the 3×3 table command first, then sizes, within the menu's limit", () => {
    const items = ids('tab');
    expect(items[0]).toBe('table');
    expect(items[1]).toBe('newtable_1_1');
    expect(items).toHaveLength(SLASH_LIMIT);
  });
});

describe('slash query at the cursor', () => {
  it("opens at a block's start or after a space, not inside a word or an address", () => {
    expect(slashQueryAt('/')).toEqual({ offset: 0, query: '' });
    expect(slashQueryAt('hola /tab')).toEqual({ offset: 5, query: 'tab' });
    expect(slashQueryAt('hola /tabla 3x3')).toEqual({ offset: 5, query: 'tabla 3x3' });
    expect(slashQueryAt('https://mando.co/x')).toBeNull();
    expect(slashQueryAt('a/b')).toBeNull();
    expect(slashQueryAt('/ ')).toBeNull();
    expect(slashQueryAt('/tabla  ')).toBeNull();
    expect(slashQueryAt(`/${'x'.repeat(25)}`)).toBeNull();
  });
});

describe('slash entries applied to a Tiptap document', () => {
  let editor: Editor | undefined;
  afterEach(() => editor?.destroy());

  /** A headless editor (no DOM) with '/query' typed at the end of 'hola '. */
  function typed(query: string) {
    editor = new Editor({
      element: null,
      extensions: [StarterKit, TableKit],
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `hola /${query}` }] }] },
    });
    const end = 1 + `hola /${query}`.length;
    return { e: editor, from: 6, to: end };
  }
  const run = (query: string, item: SlashItem) => {
    const { e, from, to } = typed(query);
    expect(applySlashItem(e.chain().setTextSelection(to).deleteRange({ from, to }), item).run()).toBe(true);
    return e.state.doc;
  };

  it('the table command inserts 3×3 with a header row and removes the typed query', () => {
    const doc = run('tabla', { kind: 'command', id: 'table' });
    expect(doc.firstChild!.textContent).toBe('hola ');
    const table = doc.child(1);
    expect(table.type.name).toBe('table');
    expect(table.childCount).toBe(3);
    table.forEach((row, _o, r) => {
      expect(row.childCount).toBe(3);
      row.forEach((cell) => expect(cell.type.name).toBe(r === 0 ? 'tableHeader' : 'tableCell'));
    });
  });

  it('newtable_4_2 inserts 4 rows of 2 columns, the first a header', () => {
    const doc = run('newtable_4_2', { kind: 'table', id: 'newtable_4_2', rows: 4, cols: 2 });
    const table = doc.child(1);
    expect(table.childCount).toBe(4);
    expect(table.child(0).child(0).type.name).toBe('tableHeader');
    expect(table.child(3).childCount).toBe(2);
    expect(table.child(3).child(1).type.name).toBe('tableCell');
  });

  it('block commands turn the line into their block', () => {
    expect(run('tit', { kind: 'command', id: 'heading2' }).firstChild!.type.name).toBe('heading');
    expect(run('tit', { kind: 'command', id: 'heading2' }).firstChild!.attrs.level).toBe(2);
    expect(run('lis', { kind: 'command', id: 'bulletList' }).firstChild!.type.name).toBe('bulletList');
    expect(run('lis', { kind: 'command', id: 'orderedList' }).firstChild!.type.name).toBe('orderedList');
    expect(run('cit', { kind: 'command', id: 'blockquote' }).firstChild!.type.name).toBe('blockquote');
    expect(run('cod', { kind: 'command', id: 'codeBlock' }).firstChild!.type.name).toBe('codeBlock');
    const hr = run('sep', { kind: 'command', id: 'horizontalRule' });
    expect([...Array(hr.childCount)].map((_, i) => hr.child(i).type.name)).toContain('horizontalRule');
    expect(run('tex', { kind: 'command', id: 'paragraph' }).firstChild!.type.name).toBe('paragraph');
  });
});
