/**
 * The palette's matcher: accent- and case-insensitive, word by word, tolerant of small misspellings.
 * Entries are prepared once (folded words, cached with the entry list), so a keystroke over 10,000
 * entries only compares short strings (scripts/bench/palette.ts measures it in Chromium).
 */

/** Lower case without accents: 'Categorías' → 'categorias'. */
export const foldText = (s: string): string => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const splitWords = (s: string): string[] => foldText(s).split(/[^\p{L}\p{N}#]+/u).filter(Boolean);

export interface Prepared {
  /** Words of the label (count more). */
  label: string[];
  /** Words of the synonyms and keywords. */
  extra: string[];
  /** Letters present in each word (bit masks), to skip typo checks that cannot succeed. */
  labelMasks: number[];
  extraMasks: number[];
  /** The folded label, for the 'starts with the query' bonus. */
  full: string;
}

/** Bit per letter (a–z) and digit (folded onto the 6 bits left) present in a word. */
function letterMask(w: string): number {
  let m = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c >= 97 && c <= 122) m |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) m |= 1 << (26 + ((c - 48) % 6));
  }
  return m;
}

function bits(n: number): number {
  let c = 0;
  while (n) { n &= n - 1; c++; }
  return c;
}

export function prepare(label: string, keywords = ''): Prepared {
  const words = splitWords(label);
  const extra = splitWords(keywords).filter((w) => !words.includes(w));
  return { label: words, extra, labelMasks: words.map(letterMask), extraMasks: extra.map(letterMask), full: words.join(' ') };
}

export interface PreparedQuery {
  words: string[];
  masks: number[];
  full: string;
}

export function prepareQuery(q: string): PreparedQuery {
  const words = splitWords(q);
  return { words, masks: words.map(letterMask), full: words.join(' ') };
}

/**
 * Edit distance (with transpositions) between `a` and `b`, or max + 1 as soon as it is certainly
 * above `max`. Strings are short words; rows are reused between calls.
 */
let prev = new Int32Array(64);
let cur = new Int32Array(64);
let before = new Int32Array(64);
function distanceWithin(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (m + 1 > prev.length) { prev = new Int32Array(m + 1); cur = new Int32Array(m + 1); before = new Int32Array(m + 1); }
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, before[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = before; before = prev; prev = cur; cur = t;
  }
  return prev[m]!;
}

/** Typos allowed in a query word of this length: none below 4 letters, one up to 7, then two. */
const allowedTypos = (len: number): number => (len < 4 ? 0 : len < 8 ? 1 : 2);

/** How well one query word matches one entry word (0 = not at all). */
function wordScore(q: string, qMask: number, w: string, wMask: number): number {
  if (w === q) return 10;
  if (w.startsWith(q)) return 8;
  if (q.length >= 3 && w.includes(q)) return 5;
  const typos = allowedTypos(q.length);
  if (!typos || w.length < q.length - typos) return 0;
  // Each letter of the query missing from the word costs at least one edit.
  if (bits(qMask & ~wMask) > typos) return 0;
  // A misspelt word, or a misspelt beginning of a longer word ('gutierres' ~ 'gutierrez', 'factur' ~ 'facturas').
  if (distanceWithin(q, w.length > q.length ? w.slice(0, q.length) : w, typos) <= typos) return 3;
  if (w.length > q.length && distanceWithin(q, w.slice(0, q.length + 1), typos) <= typos) return 3;
  return 0;
}

function bestIn(q: string, qMask: number, words: string[], masks: number[]): number {
  let best = 0;
  for (let i = 0; i < words.length; i++) {
    const s = wordScore(q, qMask, words[i]!, masks[i]!);
    if (s > best) { best = s; if (s === 10) break; }
  }
  return best;
}

/**
 * Score of an entry for a query: every query word must match a word of the label or of its
 * keywords (label words count more); 0 means no match. An empty query matches everything with 1.
 */
export function matchScore(q: PreparedQuery, p: Prepared): number {
  if (!q.words.length) return 1;
  let total = 0;
  for (let i = 0; i < q.words.length; i++) {
    const word = q.words[i]!;
    const mask = q.masks[i]!;
    const inLabel = bestIn(word, mask, p.label, p.labelMasks);
    const s = inLabel >= 8 ? inLabel : Math.max(inLabel, bestIn(word, mask, p.extra, p.extraMasks) * 0.7);
    if (!s) return 0;
    total += s;
  }
  if (p.full.startsWith(q.full)) total += 6;
  return total;
}

export interface Ranked<T> {
  item: T;
  score: number;
}

/**
 * The best `limit` items for the query, highest score first; ties keep the given order (so
 * recently used and context entries placed first stay first).
 */
export function rank<T>(items: readonly T[], prepared: (item: T) => Prepared, query: string, limit: number): T[] {
  const q = prepareQuery(query);
  if (!q.words.length) return items.slice(0, limit);
  if (limit <= 0) return [];
  // The best `limit` so far, best first. A broad query ('a') matches thousands of entries: keeping
  // only the top few (no object per hit, no sort of all hits) keeps a keystroke within its frame.
  const top: Ranked<T>[] = [];
  for (let i = 0; i < items.length; i++) {
    const score = matchScore(q, prepared(items[i]!));
    // A tie with the last kept loses: earlier items win ties, as a stable sort would keep them.
    if (score <= 0 || (top.length === limit && score <= top[limit - 1]!.score)) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]!.score < score) at--;
    top.splice(at, 0, { item: items[i]!, score });
    if (top.length > limit) top.pop();
  }
  return top.map((h) => h.item);
}
