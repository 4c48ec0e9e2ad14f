// The `location` kind's form value (pure): what the inputs hold — typed texts, so '4,67' or a half-typed
// '-7' stay as typed — and its API value. The rules on the value itself (ranges, 422 per part) are
// core/resource/location.ts, shared with the server.
import { isLatitude, isLongitude, parseCoordinate, readLocation, type LocationValue } from '../../../core/resource/location';

export interface LocationForm { lat: string; lng: string; address: string; name: string }

export const EMPTY_LOCATION: LocationForm = { lat: '', lng: '', address: '', name: '' };

/** Stored value → the inputs' texts (an unusable stored value shows as empty). */
export function toLocationForm(v: unknown): LocationForm {
  const l = readLocation(v);
  return l ? { lat: String(l.lat), lng: String(l.lng), address: l.address ?? '', name: l.name ?? '' } : { ...EMPTY_LOCATION };
}

const asForm = (v: unknown): LocationForm => (v && typeof v === 'object' ? { ...EMPTY_LOCATION, ...(v as Partial<LocationForm>) } : { ...EMPTY_LOCATION });

/**
 * The inputs → the API value: nothing typed is null; numbers where they read as numbers, the typed
 * text otherwise (the server answers its 422 on `location.lat`, the client shows it first).
 */
export function toLocationApi(v: unknown): Record<string, unknown> | null {
  const f = asForm(v);
  if (![f.lat, f.lng, f.address, f.name].some((s) => String(s ?? '').trim())) return null;
  const lat = parseCoordinate(f.lat);
  const lng = parseCoordinate(f.lng);
  return {
    lat: lat ?? f.lat,
    lng: lng ?? f.lng,
    ...(f.address.trim() ? { address: f.address.trim() } : {}),
    ...(f.name.trim() ? { name: f.name.trim() } : {}),
  };
}

/** The point the inputs name, or null while either coordinate is missing or out of range. */
export function formPoint(v: unknown): Pick<LocationValue, 'lat' | 'lng'> | null {
  const f = asForm(v);
  const lat = parseCoordinate(f.lat);
  const lng = parseCoordinate(f.lng);
  return isLatitude(lat) && isLongitude(lng) ? { lat, lng } : null;
}

/** Per-input problems while typing (the server says the same in its 422). */
export function locationProblems(v: unknown): { lat?: 'required' | 'range'; lng?: 'required' | 'range' } {
  const f = asForm(v);
  const any = [f.lat, f.lng, f.address, f.name].some((s) => String(s ?? '').trim());
  if (!any) return {};
  const out: { lat?: 'required' | 'range'; lng?: 'required' | 'range' } = {};
  if (!f.lat.trim()) out.lat = 'required';
  else if (!isLatitude(parseCoordinate(f.lat))) out.lat = 'range';
  if (!f.lng.trim()) out.lng = 'required';
  else if (!isLongitude(parseCoordinate(f.lng))) out.lng = 'range';
  return out;
}

/** A picked point as the inputs' texts (7 decimals at most, as stored). */
export const pointTexts = (p: { lat: number; lng: number }) => ({ lat: String(Math.round(p.lat * 1e7) / 1e7), lng: String(Math.round(p.lng * 1e7) / 1e7) });

/** One address-search answer (spec 03 §3.2: display_name, lat, lon). */
export interface GeocodeResult { display_name: string; lat: number; lng: number }

/** Spec 03 §3.2: the address search keeps only the first 3 results. */
export const GEOCODE_RESULTS = 3;

/** The search URL for `q`: '{q}' in the setting is replaced, else `q=` is added. */
export function geocoderRequest(setting: string, q: string): string {
  if (setting.includes('{q}')) return setting.replace(/\{q\}/g, encodeURIComponent(q));
  const u = new URL(setting);
  u.searchParams.set('q', q);
  return u.toString();
}

/** A geocoder answer → at most 3 usable results (anything malformed is skipped). */
export function geocodeResults(body: unknown): GeocodeResult[] {
  const rows = Array.isArray(body) ? body : [];
  const out: GeocodeResult[] = [];
  for (const r of rows) {
    if (!r || typeof r !== 'object') continue;
    const { display_name, lat, lon } = r as Record<string, unknown>;
    const la = parseCoordinate(typeof lat === 'number' ? lat : String(lat ?? ''));
    const lo = parseCoordinate(typeof lon === 'number' ? lon : String(lon ?? ''));
    if (typeof display_name !== 'string' || !isLatitude(la) || !isLongitude(lo)) continue;
    out.push({ display_name: display_name.slice(0, 255), lat: la, lng: lo });
    if (out.length === GEOCODE_RESULTS) break;
  }
  return out;
}
