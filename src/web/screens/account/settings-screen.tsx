// /settings (spec 01 §2.2; spec 02 'Local settings'): what this device keeps — the language and the
// theme (mode and accent colour) — and where the user lands after signing in (its profile's
// default homepage). Changes apply at once.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { users } from '../../../core/resources/users';
import { useLabel } from '../../lib/labels';
import { activateLocale, LOCALES, type Locale } from '../../lib/i18n';
import { homePath, useSessionUser } from '../../lib/session';
import { ACCENTS, setThemeMode, themeState, type Accent, type ThemeMode } from '../../lib/theme';
import { usePageTitle } from '../../lib/ui-state';
import { cx, Icon } from '../../ui';

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

function Row({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid gap-2 px-4 py-3.5 sm:grid-cols-[14rem_1fr] sm:items-center">
      <div><div className="font-medium text-fg">{title}</div>{hint && <div className="text-xs text-fg-subtle">{hint}</div>}</div>
      <div>{children}</div>
    </div>
  );
}

export function SettingsScreen() {
  const { t, i18n } = useLingui();
  const theme = useSnapshot(themeState);
  const me = useSessionUser();
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
