// The location picker's map (MapLibre GL), a lazy chunk with its CSS and worker: the shell and forms
// without a location never load it. Spec 03 §3.2: Bogotá by default (−74.0564, 4.6715), zoom 13, pitch
// 45, bearing 300; resized after 1.5 s. The style is the tenant's/server's MAP_STYLE_URL when it answers
// within 4 s, otherwise a plain offline style (a background and a local grid; no tiles, no fonts), so
// the picker works with no network. A click or a dragged marker picks the point; keyboard users type
// the coordinates (the inputs beside it) or pan with the arrows and take the centre.
import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibre, Marker, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { Feature, FeatureCollection } from 'geojson';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_MAP_VIEW } from '../../../core/resource/location';
import { Button, Icon } from '../../ui';

setWorkerUrl(workerUrl);

type Point = { lat: number; lng: number };

const STYLE_TIMEOUT_MS = 4000;
/** Spec 03 §3.2: the map resizes after 1.5 s (its box may still be animating in a dialog). */
const RESIZE_AFTER_MS = 1500;

/** Grid lines every 0.01° over ±0.5° around a point: enough to see panning and zoom offline. */
function grid(center: Point): FeatureCollection {
  const features: Feature[] = [];
  const step = 0.01;
  const lat0 = Math.round(center.lat / step) * step;
  const lng0 = Math.round(center.lng / step) * step;
  for (let i = -50; i <= 50; i++) {
    const lat = Math.max(-85, Math.min(85, lat0 + i * step));
    const lng = lng0 + i * step;
    features.push({ type: 'Feature', properties: { major: i % 10 === 0 }, geometry: { type: 'LineString', coordinates: [[lng0 - 0.5, lat], [lng0 + 0.5, lat]] } });
    features.push({ type: 'Feature', properties: { major: i % 10 === 0 }, geometry: { type: 'LineString', coordinates: [[lng, lat0 - 0.5], [lng, lat0 + 0.5]] } });
  }
  return { type: 'FeatureCollection', features };
}

/** The style used with no (reachable) style URL: no network request at all. */
export function offlineStyle(center: Point, dark: boolean): StyleSpecification {
  return {
    version: 8,
    sources: { grid: { type: 'geojson', data: grid(center) } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': dark ? '#1b2027' : '#eef1f4' } },
      {
        id: 'grid', type: 'line', source: 'grid',
        paint: { 'line-color': dark ? '#2c333d' : '#d5dbe2', 'line-width': ['case', ['get', 'major'], 1.5, 0.6] },
      },
    ],
  };
}

/** The configured style JSON, or null when it is not set, not reachable in time or not a style. */
async function onlineStyle(url: string | null): Promise<StyleSpecification | null> {
  if (!url) return null;
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(STYLE_TIMEOUT_MS) });
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    const style = await r.json() as StyleSpecification;
    return style && style.version === 8 && Array.isArray(style.layers) ? style : null;
  } catch (e) {
    // Spec 01 §8: a map/location lookup failure is only logged.
    console.warn('Mapa: el estilo no respondió; se usa el estilo sin conexión.', e);
    return null;
  }
}

export interface LocationMapProps {
  point: Point | null;
  styleUrl: string | null;
  onPick: (p: Point) => void;
  label: string;
  disabled?: boolean;
}

export default function LocationMap({ point, styleUrl, onPick, label, disabled }: LocationMapProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const marker = useRef<Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [state, setState] = useState<'loading' | 'online' | 'offline' | 'failed'>('loading');
  const initial = useRef(point);

  useEffect(() => {
    let gone = false;
    let resize: ReturnType<typeof setTimeout> | undefined;
    void onlineStyle(styleUrl).then((online) => {
      if (gone || !box.current) return;
      const start = initial.current ?? DEFAULT_MAP_VIEW;
      const dark = document.documentElement.classList.contains('dark');
      try {
        const m = new MapLibre({
          container: box.current,
          style: online ?? offlineStyle(start, dark),
          center: [start.lng, start.lat],
          zoom: DEFAULT_MAP_VIEW.zoom,
          pitch: DEFAULT_MAP_VIEW.pitch,
          bearing: DEFAULT_MAP_VIEW.bearing,
          attributionControl: online ? { compact: true } : false,
        });
        m.addControl(new NavigationControl({ visualizePitch: true }), 'top-right');
        m.getCanvas().setAttribute('aria-label', label);
        if (!disabled) m.on('click', (e) => pick.current({ lat: e.lngLat.lat, lng: e.lngLat.lng }));
        map.current = m;
        resize = setTimeout(() => m.resize(), RESIZE_AFTER_MS);
        setState(online ? 'online' : 'offline');
      } catch (e) {
        // No WebGL (old device, blocked GPU): the typed coordinates still work.
        console.warn('Mapa no disponible', e);
        setState('failed');
      }
    });
    return () => {
      gone = true;
      clearTimeout(resize);
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
  }, [styleUrl, label, disabled]);

  // The marker follows the value (typed, searched or picked); the map eases to it.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!point) { marker.current?.remove(); marker.current = null; return; }
    if (!marker.current) {
      marker.current = new Marker({ draggable: !disabled, color: '#2563eb' }).setLngLat([point.lng, point.lat]).addTo(m);
      marker.current.getElement().setAttribute('aria-hidden', 'true');
      marker.current.on('dragend', () => {
        const at = marker.current?.getLngLat();
        if (at) pick.current({ lat: at.lat, lng: at.lng });
      });
    } else marker.current.setLngLat([point.lng, point.lat]);
    const c = m.getCenter();
    if (Math.abs(c.lat - point.lat) > 1e-6 || Math.abs(c.lng - point.lng) > 1e-6) m.easeTo({ center: [point.lng, point.lat], duration: 300 });
  }, [point, state, disabled]);

  const useCenter = () => {
    const c = map.current?.getCenter();
    if (c) pick.current({ lat: c.lat, lng: c.lng });
  };

  return (
    <div className="relative overflow-hidden rounded-md border border-line bg-muted">
      <div ref={box} className="h-56 w-full sm:h-64" data-map-style={state} />
      {state === 'loading' && <div className="absolute inset-0 skeleton" aria-hidden="true" />}
      {state === 'failed' && (
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-13 text-fg-muted">
          {t`El mapa no está disponible en este equipo. Escribe la latitud y la longitud.`}
        </p>
      )}
      {state === 'offline' && (
        <p className="pointer-events-none absolute left-1.5 top-1.5 rounded bg-surface/90 px-1.5 py-0.5 text-[11px] text-fg-muted">
          {t`Mapa sin conexión: cuadrícula de 0,01°`}
        </p>
      )}
      {(state === 'online' || state === 'offline') && !disabled && (
        <div className="absolute bottom-1.5 right-1.5">
          <Button size="sm" onClick={useCenter}><Icon name="map-pin" className="size-3.5" />{t`Usar el centro del mapa`}</Button>
        </div>
      )}
      {(state === 'online' || state === 'offline') && (
        <span aria-hidden="true" className="pointer-events-none absolute left-1/2 top-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rounded-full border border-fg-subtle" />
      )}
    </div>
  );
}
