// /settings (spec 01 §2.2; spec 02 'Local settings'): what this device keeps — the language, the
// theme (mode and accent colour), the puesto, entidad and client new records start with, and the
// currency display (symbol, decimals) — and where the user lands after signing in (its profile's
// default homepage). Changes apply at once.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { canOnResource } from '../../../core/access';
import { formatMoney } from '../../../core/money';
import { relation } from '../../../core/resource';
import { getResource } from '../../../core/resources';
import { users } from '../../../core/resources/users';
import { FIELD_KINDS } from '../../engine';
import { DEVICE_DEFAULT_FIELDS, deviceState, setDeviceDefault, type DeviceDefaultField } from '../../lib/device-settings';
import { useLabel } from '../../lib/labels';
import { activateLocale, LOCALES, type Locale } from '../../lib/i18n';
import { homePath, usePrincipal, useSessionUser } from '../../lib/session';
import { ACCENTS, setThemeMode, themeState, type Accent, type ThemeMode } from '../../lib/theme';
import { usePageTitle } from '../../lib/ui-state';
import { cx, Icon, inputClass } from '../../ui';

/** The device-default selectors: the relation field each one edits (label as in the resources' forms). */
const DEFAULT_FIELDS: Record<DeviceDefaultField, ReturnType<typeof relation>> = {
  puesto_id: relation(DEVICE_DEFAULT_FIELDS.puesto_id, { label: 'Puesto' }),
  entidad_id: relation(DEVICE_DEFAULT_FIELDS.entidad_id, { label: 'Entidad' }),
  cliente_id: relation(DEVICE_DEFAULT_FIELDS.cliente_id, { label: 'Cliente' }),
};
const RelationInput = FIELD_KINDS.relation.input;

function Choice<T extends string>({ label, value, options, onChange }: {
  label: string; value: T; options: { value: T; label: ReactNode; title?: string }[]; onChange: (v: T) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((o) => (
        <button key={o.value} type="button" role="radio" aria-checked={value === o.value} title={o.title} onClick={() => onChange(o.value)}
          className={cx('inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-13',
            value === o.value ? 'border-accent bg-accent-soft font-medium text-fg' : 'border-line bg-surface text-fg-muted hover:text-fg')}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

function Row({ title, hint, labelFor, children }: { title: string; hint?: string; labelFor?: string; children: ReactNode }) {
  return (
    <div className="grid gap-2 px-4 py-3.5 sm:grid-cols-[14rem_1fr] sm:items-center">
      <div>
        {labelFor ? <label htmlFor={labelFor} className="font-medium text-fg">{title}</label> : <div className="font-medium text-fg">{title}</div>}
        {hint && <div className="text-xs text-fg-subtle">{hint}</div>}
      </div>
      <div>{children}</div>
    </div>
  );
}

export function SettingsScreen() {
  const { t, i18n } = useLingui();
  const theme = useSnapshot(themeState);
  const device = useSnapshot(deviceState);
  const me = useSessionUser();
  const principal = usePrincipal();
  const tenantKey = me ? String(me.tenant_id) : '';
  // Only resources this user may read (their selectors ask the server, which checks anyway).
  const selectable = (Object.keys(DEFAULT_FIELDS) as DeviceDefaultField[])
    .filter((k) => { const r = getResource(DEVICE_DEFAULT_FIELDS[k]); return !!r && canOnResource(principal, r, 'view'); });
  const defaultLabels: Record<DeviceDefaultField, string> = { puesto_id: t`Puesto`, entidad_id: t`Entidad`, cliente_id: t`Cliente` };
  usePageTitle(t`Configuración`);
  const tr = useLabel();
  const pref = me?.preferences?.default_homepage;
  const option = users.fields.default_homepage.options?.find((o) => o.value === pref) ?? users.fields.default_homepage.options?.[0];
  const homeLabel = option ? tr(option.label) : '';
  const modes: { value: ThemeMode; label: ReactNode }[] = [
    { value: 'light', label: <><Icon name="sun" className="size-3.5" />{t`Claro`}</> },
    { value: 'dark', label: <><Icon name="moon" className="size-3.5" />{t`Oscuro`}</> },
    { value: 'system', label: <><Icon name="monitor" className="size-3.5" />{t`Como el sistema`}</> },
  ];
  return (
    <div className="h-full overflow-y-auto bg-subtle text-13">
      <div className="mx-auto max-w-3xl space-y-4 p-3 sm:p-6">
        <section aria-label={t`Este dispositivo`} className="divide-y divide-line rounded-lg border border-line bg-surface">
          <Row title={t`Idioma`}>
            <Choice label={t`Idioma`} value={i18n.locale as Locale} onChange={(l) => void activateLocale(l, true)}
              options={(Object.keys(LOCALES) as Locale[]).map((l) => ({ value: l, label: LOCALES[l] }))} />
          </Row>
          <Row title={t`Tema`}>
            <Choice label={t`Tema`} value={theme.mode} onChange={setThemeMode} options={modes} />
          </Row>
          <Row title={t`Color de acento`}>
            <Choice label={t`Color de acento`} value={theme.accent} onChange={(a: Accent) => { themeState.accent = a; }}
              options={ACCENTS.map((a) => ({ value: a, title: a, label: <span data-accent={a} className="accent-swatch size-4 rounded-full" aria-label={a} /> }))} />
          </Row>
        </section>
        {me && selectable.length > 0 && (
          <section aria-label={t`Valores por defecto`} className="divide-y divide-line rounded-lg border border-line bg-surface">
            <p className="px-4 py-2.5 text-xs text-fg-subtle">{t`Los registros nuevos que tienen estos campos empiezan con lo que elijas aquí.`}</p>
            {selectable.map((k) => (
              <Row key={k} title={defaultLabels[k]} labelFor={`device-${k}`}>
                <div className="max-w-sm">
                  <RelationInput field={DEFAULT_FIELDS[k]} name={`device-${k}`} id={`device-${k}`} label={defaultLabels[k]}
                    value={device.defaults[tenantKey]?.[k] ?? null} onBlur={() => {}}
                    onChange={(v) => setDeviceDefault(me.tenant_id, k, v === null || v === undefined || v === '' ? null : Number(v))} />
                </div>
              </Row>
            ))}
          </section>
        )}
        <section aria-label={t`Moneda`} className="divide-y divide-line rounded-lg border border-line bg-surface">
          <Row title={t`Símbolo de la moneda`} labelFor="device-symbol">
            <div className="w-24">
              <input id="device-symbol" className={inputClass(false, 'h-8')} maxLength={5}
                value={device.symbol} onChange={(e) => { deviceState.symbol = e.target.value.trim() ? e.target.value : '$'; }} />
            </div>
          </Row>
          <Row title={t`Decimales`} hint={t`Ejemplo: ${formatMoney('1234567.891', device.decimals, device.symbol)}`}>
            <Choice label={t`Decimales`} value={String(device.decimals)} onChange={(d) => { deviceState.decimals = Number(d); }}
              options={['0', '1', '2', '3', '4'].map((d) => ({ value: d, label: d }))} />
          </Row>
        </section>
        <section aria-label={t`Cuenta`} className="rounded-lg border border-line bg-surface">
          <Row title={t`Página de inicio`} hint={t`Donde entras al iniciar sesión.`}>
            <span className="font-medium text-fg">{homeLabel}</span> <span className="font-mono text-xs text-fg-subtle">{homePath(me)}</span>
            <Link to="/profile" className="ml-3 text-accent-text hover:underline">{t`Cambiar en tu perfil`}</Link>
          </Row>
        </section>
      </div>
    </div>
  );
}
