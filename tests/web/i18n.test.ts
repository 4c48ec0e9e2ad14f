import { describe, expect, it } from 'vitest';
import { missingLabels, readPo, resourceLabels } from '../../scripts/resource-labels';
import { DIAN_SETTINGS } from '../../src/core/dian/settings';
import { DIAN_WIRE_SETTINGS } from '../../src/core/dian/wire-settings';
import { SETTINGS } from '../../src/core/resources/settings';
import { detectLocale } from '../../src/web/lib/locale';

describe('resource labels are translated', () => {
  it('lists the labels of the registry', () => {
    const labels = resourceLabels().map((l) => l.label);
    expect(labels).toContain('Clientes');
    expect(labels).toContain('Tipo de documento');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("lists the settings' hints and options (/admin/settings: the DIAN issuer, the certificate, the colour)", () => {
    const labels = resourceLabels().map((l) => l.label);
    for (const d of [...DIAN_SETTINGS, ...DIAN_WIRE_SETTINGS, ...SETTINGS]) {
      if (d.field.hint) expect(labels).toContain(d.field.hint);
      for (const o of d.field.options ?? []) expect(labels).toContain(o.label);
    }
    expect(labels).toContain('Con dígito de verificación.');
  });

  it('every resource, field, group and option label has English', () => {
    expect(missingLabels('en')).toEqual([]);
  });

  it('every UI message has English', () => {
    const en = readPo('src/locales/en/messages.po');
    const missing = [...en].filter(([id, str]) => id && !str).map(([id]) => id);
    expect(missing).toEqual([]);
  });
});

describe('language choice', () => {
  it('uses the stored language first', () => {
    expect(detectLocale('en', 'es-CO')).toBe('en');
  });

  it('else the first two letters of the browser language', () => {
    expect(detectLocale(null, 'en-US')).toBe('en');
    expect(detectLocale(null, 'es-CO')).toBe('es');
  });

  it('falls back to Spanish', () => {
    expect(detectLocale(null, 'fr-FR')).toBe('es');
    expect(detectLocale('xx', undefined)).toBe('es');
  });
});
