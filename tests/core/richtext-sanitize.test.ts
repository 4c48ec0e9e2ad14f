import { describe, expect, it } from 'vitest';
import { linkHref } from '../../src/core/richtext/link';
import { htmlToText, richTextExcerpt, sanitizeHtml } from '../../src/core/richtext/sanitize';
import { coerceValue, richtext } from '../../src/core/resource';
import { validateRecord } from '../../src/core/rules';
import { tickets } from '../../src/core/resources';

// Rich text is stored as HTML: whatever a client sends, nothing that runs script may survive.
const HOSTILE: [string, string][] = [
  ['<script>alert(1)</script><p>hola</p>', '<p>hola</p>'],
  ['<p onclick="alert(1)" style="color:red">x</p>', '<p>x</p>'],
  ['<img src=x onerror=alert(1)>texto', 'texto'],
  ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
  ['<a href="  jav&#x09;ascript:alert(1)">a</a>', '<a>a</a>'],
  ['<a href="JaVaScRiPt&colon;alert(1)">a</a>', '<a>a</a>'],
  ['<a href="data:text/html,<script>alert(1)</script>">a</a>', '<a>a</a>'],
  ['<svg><script>alert(1)</script><circle onload=alert(1)></svg>ok', 'ok'],
  ['<iframe src="https://evil.test"></iframe>ok', 'ok'],
  ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
  ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
  ['<p title="x" onmouseover="alert(1)">t</p>', '<p>t</p>'],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
  ['<p>1 &lt; 2 &amp; <b>3</b></p>', '<p>1 &lt; 2 &amp; <b>3</b></p>'],
  ['<form action="x"><input value="y"><button>z</button></form>', 'z'],
  ['"><img src=x onerror=alert(1)>', '"&gt;'],
  // Only web and mail links: no other scheme, no address relative to the app.
  ['<a href="tel:+573001234567">t</a>', '<a>t</a>'],
  ['<a href="/demo/api/logout">salir</a>', '<a>salir</a>'],
  ['<a href="//evil.test/x">x</a>', '<a>x</a>'],
  ['<a href="#top">x</a>', '<a>x</a>'],
  ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
];

describe('sanitizeHtml', () => {
  it.each(HOSTILE)('%s', (input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|javascript:|on\w+=|<img|<iframe|<svg|<style/i);
  });

  it('keeps the editor’s formatting and safe links (opened safely)', () => {
    const html = '<h2>Título</h2><p><strong>b</strong> <em>i</em> <s>s</s> <code>c</code></p><ul><li><p>uno</p></li></ul>'
      + '<ol start="3"><li>tres</li></ol><blockquote><p>cita</p></blockquote><pre><code>x = 1</code></pre>'
      + '<p><a href="https://mando.co/x?a=1&amp;b=2">enlace</a></p>';
    expect(sanitizeHtml(html)).toBe(html.replace('<a href="https://mando.co/x?a=1&amp;b=2">',
      '<a href="https://mando.co/x?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">'));
  });

  it('closes what was left open and drops stray closing tags', () => {
    expect(sanitizeHtml('<p><strong>a</p></em>b')).toBe('<p><strong>a</strong></p>b');
  });

  it('is idempotent', () => {
    for (const [input] of HOSTILE) expect(sanitizeHtml(sanitizeHtml(input))).toBe(sanitizeHtml(input));
  });
});

describe('rich text values', () => {
  it('the kind stores sanitised HTML', () => {
    const c = coerceValue(richtext({ label: 'Contenido' }), '<p onclick="x()">hola</p><script>x()</script>');
    expect(c).toEqual({ ok: true, value: '<p>hola</p>' });
  });

  it('plain text for cells: blocks become spaces, entities decoded, cut at 3000', () => {
    expect(htmlToText('<p>Hola &amp; adiós</p><p>dos</p>')).toBe('Hola & adiós\ndos');
    const long = `<p>${'a'.repeat(3100)}</p>`;
    expect(richTextExcerpt(long)).toHaveLength(3001);
  });

  it('rules measure what a reader sees: min:5 counts text, an empty paragraph is not content', () => {
    const base = { titulo: 'Un ticket', categoria_id: 1, estado: 'abierto', priority: 2, user_id: 1, guardian_id: 1 };
    expect(validateRecord(tickets, { ...base, contenido: '<p><strong>abc</strong></p>' }, { mode: 'create' }).contenido?.[0]).toMatch(/al menos 5/);
    expect(validateRecord(tickets, { ...base, contenido: '<p></p>' }, { mode: 'create' }).contenido?.[0]).toMatch(/obligatorio/);
    expect(validateRecord(tickets, { ...base, contenido: '<p>Cinco letras</p>' }, { mode: 'create' }).contenido).toBeUndefined();
  });
});

describe('links', () => {
  it('keeps mailto links, opened safely, and stays the same when sanitised again', () => {
    const out = sanitizeHtml('<p><a href="mailto:ana@mando.co" target="_self" rel="opener">Ana</a></p>');
    expect(out).toBe('<p><a href="mailto:ana@mando.co" rel="noopener noreferrer nofollow" target="_blank">Ana</a></p>');
    expect(sanitizeHtml(out)).toBe(out);
  });

  it.each([
    ['https://mando.co/x?a=1', 'https://mando.co/x?a=1'],
    ['  http://mando.co ', 'http://mando.co'],
    ['mando.co/precios', 'https://mando.co/precios'],
    ['www.dian.gov.co', 'https://www.dian.gov.co'],
    ['localhost.test:3000/x', 'https://localhost.test:3000/x'],
    ['ana@mando.co', 'mailto:ana@mando.co'],
    ['mailto:ana@mando.co', 'mailto:ana@mando.co'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)//mando.co', null],
    ['tel:3001234567', null],
    ['data:text/html,x', null],
    ['/ruta', null],
    ['https://', null],
    ['mailto:', null],
    ['hola mundo', null],
    ['hola', null],
    ['', null],
  ])('linkHref(%j) → %j', (typed, href) => {
    expect(linkHref(typed)).toBe(href);
    // Whatever linkHref accepts, the sanitizer keeps.
    if (href) expect(sanitizeHtml(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
  });
});

describe('rich-text tables (the slash menu, spec 03 §3.2)', () => {
  // What Tiptap's table kit writes for a 2×2 table with a header row.
  const TIPTAP = '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup>'
    + '<tbody><tr><th colspan="1" rowspan="1"><p>Producto</p></th><th colspan="1" rowspan="1"><p>Cantidad</p></th></tr>'
    + '<tr><td colspan="1" rowspan="1"><p>Café</p></td><td colspan="1" rowspan="1" colwidth="120"><p>3</p></td></tr></tbody></table>';

  it('keeps the table, its rows, header and cells, spans and widths; drops styles and colgroup', () => {
    expect(sanitizeHtml(TIPTAP)).toBe(
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>Producto</p></th><th colspan="1" rowspan="1"><p>Cantidad</p></th></tr>'
      + '<tr><td colspan="1" rowspan="1"><p>Café</p></td><td colspan="1" rowspan="1" colwidth="120"><p>3</p></td></tr></tbody></table>',
    );
    expect(sanitizeHtml(sanitizeHtml(TIPTAP))).toBe(sanitizeHtml(TIPTAP));
    expect(sanitizeHtml('<table><thead><tr><th>a</th></tr></thead><tfoot><tr><td>b</td></tr></tfoot></table>'))
      .toBe('<table><thead><tr><th>a</th></tr></thead><tfoot><tr><td>b</td></tr></tfoot></table>');
  });

  it('refuses hostile table markup', () => {
    const cases: [string, string][] = [
      ['<table onmouseover="alert(1)" background="javascript:alert(1)"><tr><td>x</td></tr></table>', '<table><tr><td>x</td></tr></table>'],
      ['<td colspan="2" onclick="alert(1)" style="background:url(javascript:alert(1))">x</td>', '<td colspan="2">x</td>'],
      ['<td colspan="0">a</td><td rowspan="101">b</td><td colspan="2 onclick=x">c</td><td colspan="-1">d</td>', '<td>a</td><td>b</td><td>c</td><td>d</td>'],
      ['<td colwidth="javascript:alert(1)">a</td><td colwidth="100,200">b</td><td colwidth="99999">c</td>', '<td>a</td><td colwidth="100,200">b</td><td>c</td>'],
      ['<th abbr="x" scope="col" headers="h">a</th>', '<th>a</th>'],
      ['<table><caption>c</caption><tr><td><script>alert(1)</script>x</td></tr></table>', '<table>c<tr><td>x</td></tr></table>'],
      ['<table><tr><td><table><tr><td>deep</td></tr></table></td></tr>', '<table><tr><td><table><tr><td>deep</td></tr></table></td></tr></table>'],
    ];
    for (const [input, out] of cases) expect(sanitizeHtml(input), input).toBe(out);
  });

  it('reads a table as text cell by cell, row by row', () => {
    expect(htmlToText(TIPTAP)).toBe('Producto\nCantidad\nCafé\n3');
    expect(htmlToText('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>')).toBe('a b\nc d');
    expect(richTextExcerpt(TIPTAP)).toBe('Producto Cantidad Café 3');
  });

  it('is stored sanitised through the richtext kind', () => {
    const f = richtext({ label: 'Contenido' });
    const c = coerceValue(f, '<table><tr><td onclick="x">1</td></tr></table>');
    expect(c).toEqual({ ok: true, value: '<table><tr><td>1</td></tr></table>' });
  });
});
