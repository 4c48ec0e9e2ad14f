/**
 * XML as text, for the UBL documents (pure and isomorphic: no DOM, no Node built-ins). Text and
 * attribute values are escaped here and nowhere else; characters XML 1.0 cannot carry (C0 controls
 * other than tab, LF and CR, lone surrogates, U+FFFE/U+FFFF) are dropped.
 */

// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text content and attribute values alike (& < > " '). */
export function escapeXml(value: unknown): string {
  return String(value ?? '').replace(INVALID, '').replace(/[&<>"']/g, (c) => ESC[c]!);
}
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export type Attrs = Record<string, string | number | null | undefined>;

const attrText = (attrs: Attrs = {}) => Object.entries(attrs)
  .filter(([, v]) => v !== null && v !== undefined && v !== '')
  .map(([k, v]) => ` ${k}="${escapeXml(v)}"`).join('');

/** An element with escaped text content; '' when the value is null, undefined or ''. */
export function leaf(name: string, value: unknown, attrs?: Attrs): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}${attrText(attrs)}>${escapeXml(value)}</${name}>`;
}

/** An element around already-built children (strings of XML); '' when every child is empty, unless `keep`. */
export function node(name: string, children: readonly (string | false | null | undefined)[], attrs?: Attrs, keep = false): string {
  const inner = children.filter(Boolean).join('');
  if (!inner && !keep) return '';
  return `<${name}${attrText(attrs)}>${inner}</${name}>`;
}
