/**
 * Colombian street addresses (spec 03 §3.2): one string of street type, street, '#' number and an
 * optional extra — 'Calle 45 # 12-34 Apto 301'. The form edits the parts, the server checks and
 * stores the joined string; both read it with `parseAddress`. Isomorphic.
 */

export const STREET_TYPES = ['Calle', 'Carrera', 'Transversal', 'Diagonal', 'Troncal'] as const;
export type StreetType = (typeof STREET_TYPES)[number];

export interface AddressParts {
  type: string;
  street: string;
  number: string;
  extra: string;
}

export const ADDRESS_MESSAGE = 'La dirección debe tener tipo de vía (Calle, Carrera, Transversal, Diagonal o Troncal), vía y número.';

/** What people type for each street type (DIAN/Catastro abbreviations), lower case, without dots. */
const ALIASES: Record<string, StreetType> = {
  calle: 'Calle', cl: 'Calle', cll: 'Calle', clle: 'Calle',
  carrera: 'Carrera', cra: 'Carrera', cr: 'Carrera', kr: 'Carrera', kra: 'Carrera', carera: 'Carrera',
  transversal: 'Transversal', tv: 'Transversal', tr: 'Transversal', trans: 'Transversal', transv: 'Transversal',
  diagonal: 'Diagonal', dg: 'Diagonal', diag: 'Diagonal',
  troncal: 'Troncal', tc: 'Troncal', trc: 'Troncal',
};

/** 'cra.' → 'Carrera'; undefined when it is not a street type. */
export const streetType = (word: string): StreetType | undefined =>
  ALIASES[word.toLowerCase().replace(/\.$/, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '')];

/** The number marker: '#', or 'nro'/'no.'/'n°'/'número' as people also write it ('Calle 1 nro 1 1'). */
const MARKER = /\s*(?:#|\b(?:nro|no|n[°º]|num|número|numero)\.?(?=\s|\d))\s*/i;

/**
 * The parts of an address; missing parts are ''. A string without a known street type keeps it all
 * in `street` so nothing typed is lost (the form shows it, and the check asks for the type).
 */
export function parseAddress(value: unknown): AddressParts {
  const s = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  const out: AddressParts = { type: '', street: '', number: '', extra: '' };
  if (!s) return out;
  const [first, ...rest] = s.split(' ');
  const type = streetType(first);
  let tail = s;
  if (type) { out.type = type; tail = rest.join(' '); }
  const m = MARKER.exec(tail);
  if (!m) { out.street = tail; return out; }
  out.street = tail.slice(0, m.index).trim();
  const after = tail.slice(m.index + m[0].length).trim();
  const space = after.indexOf(' ');
  out.number = space < 0 ? after : after.slice(0, space);
  out.extra = space < 0 ? '' : after.slice(space + 1).trim();
  return out;
}

/** The stored string: 'Calle 45 # 12-34 Apto 301' ('' when every part is empty). */
export function joinAddress(p: AddressParts): string {
  const head = [p.type, p.street.trim()].filter(Boolean).join(' ');
  const number = p.number.trim();
  return [head, number ? `# ${number}` : '', p.extra.trim()].filter(Boolean).join(' ');
}

/** The spec's error flag: false only when street type, street and number are all filled. */
export const addressComplete = (p: AddressParts) =>
  STREET_TYPES.includes(p.type as StreetType) && !!p.street.trim() && !!p.number.trim();
