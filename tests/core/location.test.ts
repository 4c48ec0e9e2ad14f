import { describe, expect, it } from 'vitest';
import { coerceValue, location } from '../../src/core/resource';
import {
  coerceLocation, DEFAULT_MAP_VIEW, formatCoordinates, locationText, parseCoordinate, readLocation,
} from '../../src/core/resource/location';
import { validateRecord } from '../../src/core/rules';
import { entidades } from '../../src/core/resources';
import {
  formPoint, geocodeResults, geocoderRequest, locationProblems, pointTexts, toLocationApi, toLocationForm,
} from '../../src/web/engine/fields/location-values';

const errorsOf = (raw: unknown) => {
  const c = coerceLocation(raw);
  return c.ok ? null : c.errors;
};

describe('location value (spec 03 §3.2: lat, lng, address, name)', () => {
  it('Bogotá is the default view: -74.0564, 4.6715, zoom 13, pitch 45, bearing 300', () => {
    expect(DEFAULT_MAP_VIEW).toEqual({ lng: -74.0564, lat: 4.6715, zoom: 13, pitch: 45, bearing: 300 });
  });

  it('stores { lat, lng, address?, name? }, numbers rounded to 7 decimals, other keys dropped', () => {
    expect(coerceLocation({ lat: 4.6715, lng: -74.0564, address: ' Calle 93 # 11-27 ', name: 'Oficina', zoom: 3, html: '<b>' }))
      .toEqual({ ok: true, value: { lat: 4.6715, lng: -74.0564, address: 'Calle 93 # 11-27', name: 'Oficina' } });
    expect(coerceLocation({ lat: '4.671512345678', lng: '-74,05' })).toEqual({ ok: true, value: { lat: 4.6715123, lng: -74.05 } });
    expect(coerceLocation({ lat: -0.00000001, lng: 0 })).toEqual({ ok: true, value: { lat: 0, lng: 0 } });
  });

  it('reads the aliases lists use (latitude, longitude, lon) and JSON text (form data)', () => {
    expect(coerceLocation({ latitude: 6.2442, longitude: -75.5812 })).toEqual({ ok: true, value: { lat: 6.2442, lng: -75.5812 } });
    expect(coerceLocation({ lat: 10.391, lon: -75.4794 })).toEqual({ ok: true, value: { lat: 10.391, lng: -75.4794 } });
    expect(coerceLocation('{"lat":3.4516,"lng":-76.532}')).toEqual({ ok: true, value: { lat: 3.4516, lng: -76.532 } });
  });

  it('bounds: lat −90..90, lng −180..180, both inclusive', () => {
    expect(coerceLocation({ lat: 90, lng: 180 }).ok).toBe(true);
    expect(coerceLocation({ lat: -90, lng: -180 }).ok).toBe(true);
    expect(errorsOf({ lat: 90.0000001, lng: 0 })).toEqual({ lat: ['La latitud debe ser un número entre -90 y 90.'] });
    expect(errorsOf({ lat: 0, lng: -180.5 })).toEqual({ lng: ['La longitud debe ser un número entre -180 y 180.'] });
    expect(errorsOf({ lat: 91, lng: 181 })).toEqual({
      lat: ['La latitud debe ser un número entre -90 y 90.'], lng: ['La longitud debe ser un número entre -180 y 180.'],
    });
  });

  it('refuses what is not a plain number, and missing coordinates', () => {
    for (const bad of ['abc', '1e1', '0x10', 'Infinity', 'NaN', '4.5.6', '', ' ', true, [], {}, null]) {
      if (bad === '' || bad === ' ' || bad === null) continue;
      expect(errorsOf({ lat: bad, lng: 0 }), JSON.stringify(bad)).toHaveProperty('lat');
    }
    expect(errorsOf({ lat: Number.NaN, lng: 0 })).toHaveProperty('lat');
    expect(errorsOf({ lat: Number.POSITIVE_INFINITY, lng: 0 })).toHaveProperty('lat');
    expect(errorsOf({ lng: -74 })).toEqual({ lat: ['La latitud es obligatoria.'] });
    expect(errorsOf({ lat: 4, lng: '' })).toEqual({ lng: ['La longitud es obligatoria.'] });
    expect(errorsOf({ address: 'Calle 1' })).toEqual({ lat: ['La latitud es obligatoria.'], lng: ['La longitud es obligatoria.'] });
  });

  it('refuses values that are not a location at all (one message on the field)', () => {
    for (const bad of [[4, -74], 'texto', '[1,2]', 5, true]) {
      const c = coerceLocation(bad);
      expect(c, JSON.stringify(bad)).toEqual({ ok: false, message: 'Debe ser una ubicación con latitud y longitud.' });
    }
  });

  it('address and name: text up to 255 characters, no NUL', () => {
    expect(errorsOf({ lat: 1, lng: 1, address: 'x'.repeat(256) })).toEqual({ address: ['Debe ser un texto de máximo 255 caracteres.'] });
    expect(errorsOf({ lat: 1, lng: 1, name: 'a\u0000b' })).toEqual({ name: ['Debe ser un texto de máximo 255 caracteres.'] });
    expect(errorsOf({ lat: 1, lng: 1, name: 7 })).toEqual({ name: ['Debe ser un texto de máximo 255 caracteres.'] });
  });

  it('is the location kind: empty is null, parts fail as location.<part> for the caller', () => {
    const f = location({ label: 'Ubicación' });
    expect(coerceValue(f, '')).toEqual({ ok: true, value: null });
    expect(coerceValue(f, null)).toEqual({ ok: true, value: null });
    const c = coerceValue(f, { lat: 100, lng: 0 });
    expect(c.ok).toBe(false);
    expect(!c.ok && c.errors).toEqual({ lat: ['La latitud debe ser un número entre -90 y 90.'] });
  });

  it('the form validation reports the parts where the inputs show them', () => {
    expect(validateRecord(entidades, { name: 'Sede norte', location: { lat: '95', lng: '-74' } }, { mode: 'create' }))
      .toEqual({ 'location.lat': ['La latitud debe ser un número entre -90 y 90.'] });
    expect(validateRecord(entidades, { name: 'Sede norte', location: { lat: 4.7, lng: -74 } }, { mode: 'create' })).toEqual({});
    expect(validateRecord(entidades, { name: 'Sede norte', location: null }, { mode: 'create' })).toEqual({});
  });

  it('reads and prints a stored value for cells and exports', () => {
    expect(parseCoordinate(' -74.0564 ')).toBe(-74.0564);
    expect(parseCoordinate('4,6715')).toBe(4.6715);
    expect(parseCoordinate('1e3')).toBeNull();
    expect(readLocation({ lat: 'x', lng: 1 })).toBeNull();
    expect(formatCoordinates({ lat: 4.6715, lng: -74.0564 })).toBe('4.67150, -74.05640');
    expect(locationText({ lat: 4.6715, lng: -74.0564 })).toBe('4.67150, -74.05640');
    expect(locationText({ lat: 4.6715, lng: -74.0564, name: 'Oficina', address: 'Calle 93 # 11-27' })).toBe('Oficina — Calle 93 # 11-27 (4.67150, -74.05640)');
    expect(locationText({ lat: 4.6715, lng: -74.0564, address: 'Calle 93' })).toBe('Calle 93 (4.67150, -74.05640)');
    expect(locationText('basura')).toBeNull();
  });
});

describe('location form value (web)', () => {
  it('API value ⇄ the inputs’ texts', () => {
    expect(toLocationForm({ lat: 4.6715, lng: -74.0564, name: 'Oficina' })).toEqual({ lat: '4.6715', lng: '-74.0564', address: '', name: 'Oficina' });
    expect(toLocationForm(null)).toEqual({ lat: '', lng: '', address: '', name: '' });
    expect(toLocationApi({ lat: '', lng: ' ', address: '', name: '' })).toBeNull();
    expect(toLocationApi(null)).toBeNull();
    expect(toLocationApi({ lat: '4,6715', lng: '-74.0564', address: ' Calle 93 ', name: '' })).toEqual({ lat: 4.6715, lng: -74.0564, address: 'Calle 93' });
    // What does not read as a number is sent as typed: the server's 422 names the part.
    expect(toLocationApi({ lat: 'norte', lng: '-74', address: '', name: '' })).toEqual({ lat: 'norte', lng: -74 });
  });

  it('the map point only for usable coordinates; problems per input', () => {
    expect(formPoint({ lat: '4.6715', lng: '-74.0564' })).toEqual({ lat: 4.6715, lng: -74.0564 });
    expect(formPoint({ lat: '95', lng: '-74' })).toBeNull();
    expect(formPoint({ lat: '-', lng: '-74' })).toBeNull();
    expect(locationProblems({ lat: '', lng: '', address: '', name: '' })).toEqual({});
    expect(locationProblems({ lat: '95', lng: '', address: '', name: '' })).toEqual({ lat: 'range', lng: 'required' });
    expect(locationProblems({ lat: '4', lng: '-200', address: '', name: '' })).toEqual({ lng: 'range' });
    expect(pointTexts({ lat: 4.671512345678, lng: -74.05640000001 })).toEqual({ lat: '4.6715123', lng: '-74.0564' });
  });

  it('address search: the URL from the setting, and only the first 3 usable results', () => {
    expect(geocoderRequest('https://geo.test/search?format=json&q={q}', 'Calle 93 # 11'))
      .toBe('https://geo.test/search?format=json&q=Calle%2093%20%23%2011');
    expect(geocoderRequest('https://geo.test/search?format=json', 'Bogotá')).toBe('https://geo.test/search?format=json&q=Bogot%C3%A1');
    const answer = [
      { display_name: 'A', lat: '4.1', lon: '-74.1' },
      { display_name: 'roto', lat: 'x', lon: '-74' },
      { display_name: 'B', lat: 4.2, lon: -74.2 },
      { display_name: 'fuera', lat: '95', lon: '0' },
      { display_name: 'C', lat: '4.3', lon: '-74.3' },
      { display_name: 'D', lat: '4.4', lon: '-74.4' },
    ];
    expect(geocodeResults(answer)).toEqual([
      { display_name: 'A', lat: 4.1, lng: -74.1 }, { display_name: 'B', lat: 4.2, lng: -74.2 }, { display_name: 'C', lat: 4.3, lng: -74.3 },
    ]);
    expect(geocodeResults({ error: 'x' })).toEqual([]);
  });
});
