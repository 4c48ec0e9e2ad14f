// The `location` kind's cell and input (spec 03 §3.2 location_picker; spec 01 §3 location column).
// The input is keyboard-first: latitude and longitude are typed (Colombian comma or dot), the place's
// name and address too; the address search (when a geocoder is configured) keeps 3 results; the map
// (location-map.tsx, a lazy chunk with MapLibre) picks by click or drag and follows what is typed.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { formatCoordinates, readLocation } from '../../../core/resource/location';
import { loadChunk } from '../../lib/chunk-errors';
import { useSessionUser } from '../../lib/session';
import { Button, cx, Icon, inputClass } from '../../ui';
import {
  EMPTY_LOCATION, formPoint, geocoderRequest, geocodeResults, locationProblems, pointTexts, type GeocodeResult, type LocationForm,
} from './location-values';
import type { CellProps, InputProps } from './types';

const LocationMap = lazy(loadChunk(() => import('./location-map')));

/** List cell: the place's name or address and its coordinates (full in the viewer). */
export function LocationCell({ row, name, full }: CellProps) {
  const l = readLocation(row[name]);
  if (!l) return <span className="text-fg-subtle">—</span>;
  const label = [l.name, l.address].filter(Boolean).join(' — ');
  const coords = formatCoordinates(l);
  return (
    <span className={cx('inline-flex max-w-full items-baseline gap-1', !full && 'truncate')} title={label ? `${label} (${coords})` : coords}>
      <Icon name="map-pin" className="size-3.5 shrink-0 self-center text-fg-subtle" />
      {label && <span className={cx(!full && 'truncate')}>{label}</span>}
      <span className="shrink-0 font-mono text-xs tabular-nums text-fg-muted">{coords}</span>
    </span>
  );
}

const asForm = (v: unknown): LocationForm => (v && typeof v === 'object' ? { ...EMPTY_LOCATION, ...(v as Partial<LocationForm>) } : { ...EMPTY_LOCATION });

/** The message of a part's error as the form holds it (server 422 at location.lat, or the client's). */
const partError = (error: unknown, part: string): string | null => {
  const e = (error as Record<string, { message?: string } | undefined> | undefined)?.[part];
  return e?.message ?? null;
};

export function LocationInput(p: InputProps) {
  const { t } = useLingui();
  const uid = useId();
  const user = useSessionUser();
  const maps = user?.maps;
  const v = asForm(p.value);
  const point = useMemo(() => formPoint(v), [v.lat, v.lng]); // eslint-disable-line react-hooks/exhaustive-deps
  const problems = locationProblems(v);
  const set = (patch: Partial<LocationForm>) => p.onChange({ ...v, ...patch });

  const messages = {
    lat: partError(p.error, 'lat') ?? (problems.lat === 'range' ? t`La latitud debe ser un número entre -90 y 90.` : null),
    lng: partError(p.error, 'lng') ?? (problems.lng === 'range' ? t`La longitud debe ser un número entre -180 y 180.` : null),
  };

  const [results, setResults] = useState<GeocodeResult[] | null>(null);
  const [searching, setSearching] = useState(false);
  const search = async () => {
    const q = v.address.trim();
    if (!maps?.geocoder_url || q.length < 3) return;
    setSearching(true);
    try {
      const r = await fetch(geocoderRequest(maps.geocoder_url, q), { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(8000) });
      setResults(geocodeResults(r.ok ? await r.json() : []));
    } catch (e) {
      // Spec 03 §3.2 / 01 §8: a lookup failure is only logged.
      console.warn('Búsqueda de dirección fallida', e);
      setResults([]);
    } finally {
      setSearching(false);
    }
  };
  const choose = (r: GeocodeResult) => { set({ ...pointTexts(r), address: r.display_name }); setResults(null); };

  const small = 'mb-1 block text-xs text-fg-muted';
  const box = (invalid: boolean, extra = 'h-8') => inputClass(invalid, extra);
  return (
    <div role="group" aria-labelledby={`${p.id}-label`} className="space-y-2">
      <span id={`${p.id}-label`} className="sr-only">{p.label}</span>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={p.id} className={small}>{t`Latitud`}</label>
          <input id={p.id} ref={p.inputRef as React.Ref<HTMLInputElement>} type="text" inputMode="decimal" autoComplete="off" placeholder="4.6715"
            disabled={p.disabled} value={v.lat} onChange={(e) => set({ lat: e.target.value })} onBlur={p.onBlur}
            aria-invalid={!!messages.lat || undefined} aria-describedby={messages.lat ? `${uid}-lat` : p.describedBy}
            className={box(!!messages.lat, 'h-8 font-mono tabular-nums')} />
          {messages.lat && <p id={`${uid}-lat`} role="alert" className="mt-1 text-xs text-danger">{messages.lat}</p>}
        </div>
        <div>
          <label htmlFor={`${p.id}-lng`} className={small}>{t`Longitud`}</label>
          <input id={`${p.id}-lng`} type="text" inputMode="decimal" autoComplete="off" placeholder="-74.0564"
            disabled={p.disabled} value={v.lng} onChange={(e) => set({ lng: e.target.value })} onBlur={p.onBlur}
            aria-invalid={!!messages.lng || undefined} aria-describedby={messages.lng ? `${uid}-lng` : p.describedBy}
            className={box(!!messages.lng, 'h-8 font-mono tabular-nums')} />
          {messages.lng && <p id={`${uid}-lng`} role="alert" className="mt-1 text-xs text-danger">{messages.lng}</p>}
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_2fr]">
        <div>
          <label htmlFor={`${p.id}-name`} className={small}>{t`Nombre del lugar`}</label>
          <input id={`${p.id}-name`} type="text" autoComplete="off" maxLength={255} disabled={p.disabled}
            value={v.name} onChange={(e) => set({ name: e.target.value })} onBlur={p.onBlur} className={box(!!partError(p.error, 'name'))} />
        </div>
        <div>
          <label htmlFor={`${p.id}-address`} className={small}>{t`Dirección`}</label>
          <div className="flex gap-1.5">
            <input id={`${p.id}-address`} type="text" autoComplete="off" maxLength={255} disabled={p.disabled}
              value={v.address} onChange={(e) => { set({ address: e.target.value }); setResults(null); }} onBlur={p.onBlur}
              onKeyDown={(e) => { if (e.key === 'Enter' && maps?.geocoder_url) { e.preventDefault(); void search(); } }}
              className={cx(box(!!partError(p.error, 'address')), 'min-w-0 flex-1')} />
            {maps?.geocoder_url && (
              <Button size="sm" className="h-8" disabled={p.disabled || searching || v.address.trim().length < 3} onClick={() => void search()}>
                <Icon name="search" className="size-3.5" />{t`Buscar`}
              </Button>
            )}
          </div>
        </div>
      </div>
      {results && (
        results.length ? (
          <ul aria-label={t`Resultados de la búsqueda`} className="divide-y divide-line rounded-md border border-line">
            {results.map((r) => (
              <li key={`${r.lat},${r.lng}`}>
                <button type="button" onClick={() => choose(r)} className="w-full px-2.5 py-1.5 text-left text-13 hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none">
                  {r.display_name} <span className="font-mono text-xs text-fg-subtle">{formatCoordinates(r)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : <p className="text-xs text-fg-muted" role="status">{t`Sin resultados para esa dirección.`}</p>
      )}
      <Suspense fallback={<div className="h-56 rounded-md border border-line skeleton sm:h-64" aria-hidden="true" />}>
        <LocationMap point={point} styleUrl={maps?.style_url ?? null} label={t`Mapa de ${p.label}`} disabled={p.disabled}
          onPick={(pt) => set(pointTexts(pt))} />
      </Suspense>
      {point && !p.disabled && (
        <div className="flex justify-end">
          <Button size="sm" variant="ghost" onClick={() => p.onChange({ ...EMPTY_LOCATION })}><Icon name="x" className="size-3.5" />{t`Quitar ubicación`}</Button>
        </div>
      )}
    </div>
  );
}
