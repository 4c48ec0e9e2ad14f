import { SUPER_ADMIN } from '../access';
import { coerceValue } from '../resource/values';
import { boolean, defineResource, select, text, textarea } from '../resource';
import type { Field, Resource } from '../resource/types';
import { validateRecord } from '../rules/record';
import { DIAN_SETTINGS } from '../dian/settings';
import { CERTIFICATE_MAX_CHARS, DIAN_WIRE_SETTINGS } from '../dian/wire-settings';
import { PAYU_SETTINGS } from '../payu/settings';
import type { SettingDef } from './setting-def';

export type { SettingDef } from './setting-def';

/**
 * A tenant's settings (spec 03 §7.4 `settings`, §7.5 banner): one row per key and tenant, `value` as
 * text, `updated_at` kept by the records layer. SETTINGS is the catalogue of the keys a tenant may set:
 * each is a field (kind, Spanish label, default, rules) so the server checks a row's value with the
 * same rule engine as any field (422 on `value`), /admin/settings is the engine's form over them
 * (`settingsView`), and the server reads the stored text back as a typed value (`readSettings`).
 * Unknown keys are refused (the `key` select). SuperAdmin writes; any signed-in user reads the
 * `public` keys only (the banner), the rest stay SuperAdmin's (`rowScope.readable`).
 */
/** E-mails separated by commas, semicolons or spaces: one to three (spec 01 §6 presence, three privileged users). */
const EMAILS_3 = String.raw`^\s*[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+(\s*[,;\s]\s*[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+){0,2}\s*[,;]?\s*$`;

export const SETTINGS: readonly SettingDef[] = [
  {
    key: 'banner_message', public: true,
    field: textarea({ label: 'Mensaje del banner', default: '', rules: 'max:500', counter: 500, fullWidth: true,
      hint: 'Se muestra 25 segundos, una vez por cambio, a quienes pueden enviar a la DIAN. Vacío: sin banner.' }),
  },
  {
    key: 'dian_enabled',
    field: boolean({ label: 'Envío a la DIAN habilitado', default: false,
      hint: 'Quienes tienen «Agregar Facturas» podrán enviar documentos a la DIAN.' }),
  },
  {
    key: 'app_color',
    // The web's accents (web/lib/theme.ts ACCENTS), by their Spanish names.
    field: select([['blue', 'Azul'], ['indigo', 'Índigo'], ['violet', 'Violeta'], ['pink', 'Rosa'], ['red', 'Rojo'], ['orange', 'Naranja'],
      ['green', 'Verde'], ['teal', 'Verde azulado'], ['gray', 'Gris']].map(([value, label]) => ({ value, label })),
      { label: 'Color de la aplicación', default: null, hint: 'El color de acento de quien no eligió uno en su perfil.' }),
  },
  {
    key: 'map_style_url',
    field: text({ label: 'Estilo del mapa (URL)', default: '', rules: 'url|max:500', placeholder: 'https://…/style.json' }),
  },
  {
    key: 'geocoder_url',
    field: text({ label: 'Buscador de direcciones (URL)', default: '', rules: 'url|max:500', placeholder: 'https://…/search?format=json&q={q}' }),
  },
  {
    key: 'privileged_users',
    field: text({ label: 'Usuarios privilegiados', default: '', rules: 'max:500', pattern: EMAILS_3, fullWidth: true,
      hint: 'Hasta 3 correos, separados por comas: ven a los usuarios ocultos en «Usuarios en línea».' }),
  },
  // Electronic invoicing (the issuer, its software and certificate) and card payments: their own catalogues.
  ...DIAN_SETTINGS,
  ...DIAN_WIRE_SETTINGS,
  ...PAYU_SETTINGS,
];

const BY_KEY = new Map(SETTINGS.map((d) => [d.key, d]));
export const settingDef = (key: unknown): SettingDef | undefined => (typeof key === 'string' ? BY_KEY.get(key) : undefined);
export const PUBLIC_SETTING_KEYS: readonly string[] = SETTINGS.filter((d) => d.public).map((d) => d.key);

export const settings = defineResource({
  name: 'settings',
  label: { one: 'Configuración', many: 'Configuraciones' },
  gender: 'f',
  title: 'key',
  // spec 01 §6 names no permission for the tenant's settings: SuperAdmin writes them. Reading is open
  // to every signed-in user (no check), narrowed by the row scope to the public keys (the banner).
  access: { create: SUPER_ADMIN, update: SUPER_ADMIN, delete: SUPER_ADMIN, admin: SUPER_ADMIN },
  rowScope: { client: null, own: [], team: null, fixed: true, readable: { field: 'key', values: PUBLIC_SETTING_KEYS } },
  defaultOrder: 'key',
  fields: {
    key: select(SETTINGS.map((d) => ({ value: d.key, label: d.field.label })), { label: 'Clave', rules: 'required', unique: true, filter: true }),
    // The longest value is the signing certificate's (core/dian/wire-settings.ts); each key's own field limits the rest.
    value: textarea({ label: 'Valor', rules: `max:${CERTIFICATE_MAX_CHARS}` }),
  },
});

/** The catalogue as one record (/admin/settings: GET/PUT /api/admin-settings/{tenant id}), a field per key. */
export const settingsView = {
  ...settings,
  name: 'admin-settings',
  label: { one: 'Configuración de la empresa', many: 'Configuración de la empresa' },
  title: 'id',
  fields: Object.fromEntries(SETTINGS.map((d) => [d.key, d.field])),
} as Resource;

export type SettingCheck = { ok: true; text: string; value: unknown } | { ok: false; message: string };

/**
 * A value for `key` checked by its catalogue field (kind coercion, then its rules and properties) and
 * its stored text: booleans 'true'/'false', empty values ''. Messages are Spanish, like the rule engine's.
 */
export function checkSetting(key: string, raw: unknown): SettingCheck {
  const def = settingDef(key);
  if (!def) return { ok: false, message: 'Esta configuración no existe.' };
  const blank = raw === null || raw === undefined || raw === '';
  let value: unknown = null;
  if (!blank) {
    const c = coerceValue(def.field, raw);
    if (!c.ok) return { ok: false, message: c.message };
    value = c.value;
  }
  const errors = validateRecord(settingsView, { [key]: value }, { principal: null, mode: 'create', recordId: null, timeZone: 'America/Bogota' });
  const msg = errors[key]?.[0];
  if (msg) return { ok: false, message: msg };
  const text = value === null || value === undefined ? '' : typeof value === 'boolean' ? String(value) : String(value).trim();
  return { ok: true, text, value: parseSetting(key, text) };
}

/** The typed value of a stored text (booleans, text); a key's default when the text is empty or unknown. */
export function parseSetting(key: string, text: string | null | undefined): unknown {
  const def = settingDef(key);
  if (!def) return text ?? null;
  const fallback = typeof def.field.default === 'function' ? null : def.field.default ?? null;
  if (text === null || text === undefined || text === '') return fallback;
  if (def.field.kind === 'boolean') return text === 'true' || text === '1';
  return text;
}

/** A tenant's settings as typed values: every catalogue key (default when no row), from its rows. */
export function readSettings(rows: readonly { key: string; value: string | null }[]): Record<string, unknown> {
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(SETTINGS.map((d) => [d.key, parseSetting(d.key, stored.get(d.key))]));
}
