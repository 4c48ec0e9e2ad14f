/**
 * The `location` kind's value (spec 03 §3.2: lat, lng, address, name; spec 01 §3: lists also read
 * latitude/longitude and lon). Stored as jsonb `{ lat, lng, address?, name? }`: coordinates are numbers
 * within the globe (lat −90..90, lng −180..180) rounded to 7 decimals (about a centimetre), both
 * required; address and name are optional short texts. Isomorphic: the server's coercion (422 per
 * part: `location.lat`) and the web's form, cell and export use it.
 */
import { fail, hasUnsafeChars, ok, type Coerced } from './coerce';

export interface LocationValue {
  lat: number;
  lng: number;
  address?: string;
  name?: string;
}

/** Bogotá (spec 03 §3.2): the map's default centre, zoom, pitch and bearing. */
export const DEFAULT_MAP_VIEW = { lng: -74.0564, lat: 4.6715, zoom: 13, pitch: 45, bearing: 300 } as const;

export const LOCATION_MESSAGES = {
  object: 'Debe ser una ubicación con latitud y longitud.',
  latRequired: 'La latitud es obligatoria.',
  lngRequired: 'La longitud es obligatoria.',
  lat: 'La latitud debe ser un número entre -90 y 90.',
  lng: 'La longitud debe ser un número entre -180 y 180.',
  text: 'Debe ser un texto de máximo 255 caracteres.',
};

const TEXT_MAX = 255;
const DECIMALS = 1e7;
/** A plain decimal, as typed or sent: '4.6715', '-74', '4,6715' (Colombian comma) — no exponents, no hex. */
const DECIMAL = /^[+-]?(?:\d{1,3}(?:[.,]\d{0,20})?|[.,]\d{1,20})$/;

/** A coordinate from a number or a typed string; null when it is not a plain finite number. */
export function parseCoordinate(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  if (!DECIMAL.test(s)) return null;
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const round = (n: number) => {
  const r = Math.round(n * DECIMALS) / DECIMALS;
  return r === 0 ? 0 : r;
};

export const isLatitude = (n: number | null): n is number => n !== null && n >= -90 && n <= 90;
export const isLongitude = (n: number | null): n is number => n !== null && n >= -180 && n <= 180;

const first = (o: Record<string, unknown>, keys: string[]) => {
  for (const k of keys) if (o[k] !== undefined && o[k] !== null && o[k] !== '') return o[k];
  return undefined;
};

/**
 * A body value → the stored location, or the 422 with the failing parts (`lat`, `lng`, `address`,
 * `name`). Accepts the object (keys lat/latitude, lng/lon/longitude) or its JSON text (form data).
 * Other keys are dropped.
 */
export function coerceLocation(raw: unknown): Coerced {
  let v = raw;
  if (typeof v === 'string') {
    try { v = JSON.parse(v); } catch { return fail(LOCATION_MESSAGES.object); }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return fail(LOCATION_MESSAGES.object);
  const o = v as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const rawLat = first(o, ['lat', 'latitude']);
  const rawLng = first(o, ['lng', 'lon', 'longitude']);
  const lat = parseCoordinate(rawLat);
  const lng = parseCoordinate(rawLng);
  if (rawLat === undefined) errors.lat = [LOCATION_MESSAGES.latRequired];
  else if (!isLatitude(lat)) errors.lat = [LOCATION_MESSAGES.lat];
  if (rawLng === undefined) errors.lng = [LOCATION_MESSAGES.lngRequired];
  else if (!isLongitude(lng)) errors.lng = [LOCATION_MESSAGES.lng];
  const out: LocationValue = { lat: round(lat ?? 0), lng: round(lng ?? 0) };
  for (const key of ['address', 'name'] as const) {
    const t = o[key];
    if (t === undefined || t === null || t === '') continue;
    if (typeof t !== 'string' || t.length > TEXT_MAX || hasUnsafeChars(t)) errors[key] = [LOCATION_MESSAGES.text];
    else if (t.trim()) out[key] = t.trim();
  }
  if (Object.keys(errors).length) return { ok: false, message: Object.values(errors)[0][0], errors };
  return ok(out);
}

/** A stored (or legacy) value read leniently for display: null when it has no usable coordinates. */
export function readLocation(v: unknown): LocationValue | null {
  const c = coerceLocation(v);
  if (c.ok) return c.value as LocationValue;
  return null;
}

/** '4.6715000, -74.0564000' → '4.67150, -74.05640' (5 decimals: about a metre). */
export const formatCoordinates = (l: Pick<LocationValue, 'lat' | 'lng'>) => `${l.lat.toFixed(5)}, ${l.lng.toFixed(5)}`;

/** One line for cells and exports: 'name — address (lat, lng)', each part when present. */
export function locationText(v: unknown): string | null {
  const l = readLocation(v);
  if (!l) return null;
  const label = [l.name, l.address].filter(Boolean).join(' — ');
  return label ? `${label} (${formatCoordinates(l)})` : formatCoordinates(l);
}
