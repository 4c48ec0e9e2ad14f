// The rich-text editor's slash menu, pure half (spec 03 §3.2: 10 commands; a new table is 3×3 with a
// header row; table sizes newtable_1_1 … newtable_10_5). What '/' + query offers, in which order, and
// what each entry does to a Tiptap chain. The popup and its keys are richtext-slash-menu.tsx.
import type { ChainedCommands } from '@tiptap/core';

export type SlashCommandId =
  | 'paragraph' | 'heading1' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList'
  | 'blockquote' | 'codeBlock' | 'horizontalRule' | 'table';

/** The 10 commands, in menu order. */
export const SLASH_COMMANDS: readonly SlashCommandId[] = [
  'paragraph', 'heading1', 'heading2', 'heading3', 'bulletList', 'orderedList', 'blockquote', 'codeBlock', 'horizontalRule', 'table',
];

/** Table sizes: newtable_{rows}_{cols}, rows 1–10 (the header row counts) × columns 1–5. */
export const TABLE_MAX_ROWS = 10;
export const TABLE_MAX_COLS = 5;
export const NEW_TABLE = { rows: 3, cols: 3, withHeaderRow: true } as const;

export type SlashItem =
  | { kind: 'command'; id: SlashCommandId }
  | { kind: 'table'; id: string; rows: number; cols: number };

const TABLE_ID = /^newtable_(\d{1,2})_(\d{1,2})$/;

/** 'newtable_4_2' → 4 rows × 2 columns; null for anything outside 1–10 × 1–5. */
export function parseTableSize(id: string): { rows: number; cols: number } | null {
  const m = TABLE_ID.exec(id);
  if (!m) return null;
  const rows = Number(m[1]);
  const cols = Number(m[2]);
  return rows >= 1 && rows <= TABLE_MAX_ROWS && cols >= 1 && cols <= TABLE_MAX_COLS ? { rows, cols } : null;
}

export const tableSizeId = (rows: number, cols: number) => `newtable_${rows}_${cols}`;

/** Every size option, newtable_1_1 … newtable_10_5 (rows first). */
export const TABLE_SIZES: readonly SlashItem[] = Array.from({ length: TABLE_MAX_ROWS * TABLE_MAX_COLS }, (_, i) => {
  const rows = Math.floor(i / TABLE_MAX_COLS) + 1;
  const cols = (i % TABLE_MAX_COLS) + 1;
  return { kind: 'table' as const, id: tableSizeId(rows, cols), rows, cols };
});

/** Lower case, no accents: 'Título' and 'titulo' are the same query. */
export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * A query that names a table size: 'newtable_4_2', 'tabla 4x2', 'tabla4', 'table 10×5', '4x2'. Digits
 * may be partial ('tabla 1' → rows 1 and 10). Answers the row and column prefixes, or null when the
 * query does not ask for sizes.
 */
function sizeQuery(q: string): { rows: string; cols: string } | null {
  const m = /^(?:newtable|tabla|table|tab)?[\s_]*(\d{0,2})(?:\s*[_x×*]\s*(\d?))?$/.exec(q);
  if (!m) return null;
  // 'tab', 'tabla', 'newtable' alone offer every size (after the table command); bare digits need one.
  if (!/^(newtable|tabla|table|tab)/.test(q) && !m[1]) return null;
  return { rows: m[1] ?? '', cols: m[2] ?? '' };
}

/** Most entries the menu lists at once (the list scrolls when sizes match). */
export const SLASH_LIMIT = 12;

/**
 * The entries for the text typed after '/' (labels: the commands' visible names, for matching). Commands
 * whose label or id starts a word with the query come first, then the sizes the query names.
 */
export function slashItems(query: string, labels: Record<SlashCommandId, string>): SlashItem[] {
  const q = fold(query.trim());
  const commands: SlashItem[] = SLASH_COMMANDS
    .filter((id) => !q || fold(labels[id]).split(/\s+/).some((w) => w.startsWith(q)) || fold(labels[id]).startsWith(q) || id.toLowerCase().startsWith(q))
    .map((id) => ({ kind: 'command', id }));
  const size = q ? sizeQuery(q) : null;
  const sizes = size
    ? TABLE_SIZES.filter((s) => s.kind === 'table' && String(s.rows).startsWith(size.rows) && String(s.cols).startsWith(size.cols))
    : [];
  // An exact size ('tabla 4x2') goes first: Enter inserts it.
  const exact = size?.rows && size.cols ? sizes.filter((s) => s.kind === 'table' && String(s.rows) === size.rows && String(s.cols) === size.cols) : [];
  const rest = sizes.filter((s) => !exact.includes(s));
  return [...exact, ...commands, ...rest].slice(0, SLASH_LIMIT);
}

/** Applies an entry to a chain that already removed '/query' (the caller runs it). */
export function applySlashItem(chain: ChainedCommands, item: SlashItem): ChainedCommands {
  if (item.kind === 'table') return chain.insertTable({ rows: item.rows, cols: item.cols, withHeaderRow: true });
  switch (item.id) {
    // Plain text: lifts the block out of a list or quote too (setParagraph fails on a paragraph).
    case 'paragraph': return chain.clearNodes();
    case 'heading1': return chain.setHeading({ level: 1 });
    case 'heading2': return chain.setHeading({ level: 2 });
    case 'heading3': return chain.setHeading({ level: 3 });
    case 'bulletList': return chain.toggleBulletList();
    case 'orderedList': return chain.toggleOrderedList();
    case 'blockquote': return chain.toggleBlockquote();
    case 'codeBlock': return chain.toggleCodeBlock();
    case 'horizontalRule': return chain.setHorizontalRule();
    case 'table': return chain.insertTable({ ...NEW_TABLE });
  }
}

/**
 * The open slash query at the cursor: the text of the current block before the cursor ends with '/'
 * + up to 24 characters, the '/' at the block's start or after a space. Answers where the '/' is
 * (offset in the block) and the query; null when no menu should show.
 */
export function slashQueryAt(textBefore: string): { offset: number; query: string } | null {
  const m = /(^|\s)\/([^/\n]{0,24})$/.exec(textBefore);
  if (!m) return null;
  if (/^\s/.test(m[2]) || /\s{2}$/.test(m[2])) return null;
  return { offset: m.index + m[1].length, query: m[2] };
}
