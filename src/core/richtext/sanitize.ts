/**
 * Rich text (the `richtext` field kind) is HTML from the Tiptap editor. The server keeps only an
 * allow-list of tags and attributes: everything else is dropped (its text kept, except inside
 * script/style/… whose content goes too), no `on*` attribute survives, links keep only http(s)
 * and mailto URLs (link.ts) and open with rel="noopener noreferrer nofollow". Isomorphic (no DOM): a small tokenizer, so the same code runs on the server
 * (what is stored) and in the browser (plain text for cells and cards).
 */

import { LINK_SCHEME } from './link';

const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'hr', 'a', 'span',
  // Tables of the editor's slash menu (Tiptap's table extension). colgroup/col are not kept: widths
  // travel in the cells' colwidth, and a col carries only a style, which is never kept.
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);
/** Tags whose content is dropped with them (never shown as text). */
const DROP_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'head', 'title']);
const VOID_TAGS = new Set(['br', 'hr']);
const ALLOWED_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  ol: new Set(['start']),
  th: new Set(['colspan', 'rowspan', 'colwidth']),
  td: new Set(['colspan', 'rowspan', 'colwidth']),
};

/** Cell spans 1–100; colwidth is Tiptap's comma list of pixel widths (one per spanned column). */
const SPAN = /^(?:[1-9]\d?|100)$/;
const COLWIDTH = /^\d{1,4}(?:,\d{1,4}){0,99}$/;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes character references (&amp; &#60; &#x3C; and the common named ones). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});?/gi, (m, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? m;
  });
}

/** A URL as a browser would read it (entities decoded, controls and spaces removed) is safe to follow. */
function safeUrl(raw: string): string | null {
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return LINK_SCHEME.test(url) ? url : null;
}

const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttrs(tag: string, raw: string): string {
  const allowed = ALLOWED_ATTRS[tag];
  if (!allowed) return '';
  let out = '';
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = m[1].toLowerCase();
    if (!allowed.has(name)) continue;
    let value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (name === 'href') {
      const url = safeUrl(value);
      if (!url) continue;
      value = url;
    }
    if (name === 'start' && !/^\d{1,6}$/.test(value)) continue;
    if ((name === 'colspan' || name === 'rowspan') && !SPAN.test(value)) continue;
    if (name === 'colwidth' && !COLWIDTH.test(value)) continue;
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  if (tag === 'a' && out.includes('href=')) out += ' rel="noopener noreferrer nofollow" target="_blank"';
  return out;
}

/** Tokens: text, a tag (open/close), a comment or a declaration (dropped). */
const TOKEN_RE = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;

/** The allowed subset of `html`, well-formed (open tags closed, stray closes dropped). */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let dropping: string | null = null;
  let dropDepth = 0;
  for (const m of html.matchAll(TOKEN_RE)) {
    const token = m[0];
    const name = m[1]?.toLowerCase();
    if (token.startsWith('<!') || token.startsWith('<?')) continue;
    if (!name) {
      if (dropping) continue;
      // Text (or a lone '<'): decode then escape, so entities round-trip and nothing becomes markup.
      out += escapeText(decodeEntities(token));
      continue;
    }
    const closing = token[1] === '/';
    if (dropping) {
      if (name === dropping) dropDepth += closing ? -1 : 1;
      if (dropDepth <= 0) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !/\/\s*>$/.test(token)) { dropping = name; dropDepth = 1; }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID_TAGS.has(name)) { out += `<${name}>`; continue; }
    out += `<${name}${cleanAttrs(name, m[2] ?? '')}>`;
    open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

const BLOCK_END = /<\/(p|li|h[1-6]|blockquote|pre|tr)>|<br\s*\/?>|<hr\s*\/?>/gi;
/** A table cell's end separates it from the next cell's text. */
const CELL_END = /<\/(td|th)>/gi;

/** Plain text of rich text: tags gone, blocks as line breaks, entities decoded, trimmed. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(BLOCK_END, '\n')
    .replace(CELL_END, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/[ \t\u00a0]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n\s*\n+/g, '\n').trim();
}

/** Rich text cut for a list cell (spec 01 §9: 3000 characters). */
export const RICH_TEXT_CELL_CHARS = 3000;
export function richTextExcerpt(html: string, max = RICH_TEXT_CELL_CHARS): string {
  const text = htmlToText(html).replace(/\n/g, ' ');
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
