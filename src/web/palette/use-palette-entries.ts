import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { canOnResource, isSuperAdmin } from '../../core/access';
import { activateLocale } from '../lib/i18n';
import { useLabel } from '../lib/labels';
import { signOut, usePrincipal } from '../lib/session';
import { isDark, setThemeMode, themeState } from '../lib/theme';
import { toggleDrawer } from '../lib/ui-state';
import { useNewRecordLabel } from '../lib/use-new-record-label';
import { paletteContextState, contextActions } from './context';
import { prepare, type Prepared } from './match';
import { goShortcutId, SYNONYMS, visibleRoutes } from './routes';
import { DRAWER_SHORTCUT, HELP_SHORTCUT, openShortcutHelp } from './use-global-shortcuts';

export type PaletteSection = 'context' | 'screen' | 'nav' | 'create' | 'app' | 'record';

export interface PaletteEntry {
  /** Stable id: 'go:/clientes', 'new:clientes', 'app:theme', 'rec:clientes:7', or a context action's id. */
  id: string;
  section: PaletteSection;
  /** Group heading for context entries (the screen's heading). */
  heading?: string;
  label: string;
  /** Second line (a record's resource, a context hint). */
  hint?: string;
  icon: string;
  /** Shortcut id whose keys are shown next to the entry. */
  shortcut?: string;
  danger?: boolean;
  /** A record found by its number ('#123'): shown before everything else. */
  exact?: boolean;
  run: () => void;
  prepared: Prepared;
}

export type Draft = Omit<PaletteEntry, 'prepared'> & { keywords?: string };

export const finish = (d: Draft): PaletteEntry => {
  const { keywords, ...rest } = d;
  return { ...rest, prepared: prepare(d.label, `${keywords ?? ''} ${d.hint ?? ''}`) };
};

/**
 * Every command the palette offers this user now: context actions of the screen, the pages it may
 * open (the drawer's source: registry + permission + module), 'Nuevo …' for each resource it may
 * create in, and the app actions. Prepared for the matcher once per change, not per keystroke.
 */
export function usePaletteEntries(): PaletteEntry[] {
  const { t, i18n } = useLingui();
  const tr = useLabel();
  const newLabel = useNewRecordLabel();
  const principal = usePrincipal();
  const navigate = useNavigate();
  const { scopes } = useSnapshot(paletteContextState);
  useSnapshot(themeState);
  const dark = isDark();
  const commands = useMemo(() => {
    const go = (href: string) => () => void navigate({ href });
    const out: Draft[] = [];
    const create: Draft[] = [];
    for (const route of visibleRoutes(principal)) {
      const r = route.resource;
      const name = route.label ? tr(route.label) : t`Dashboard`;
      const words = [SYNONYMS[route.to] ?? '', r ? `${r.name} ${tr(r.label.one)} ${r.label.one} ${r.label.many}` : ''].join(' ');
      out.push({ id: goShortcutId(route.to), section: 'nav', label: t`Ir a ${name}`, keywords: words, icon: route.icon, shortcut: goShortcutId(route.to), run: go(route.to) });
      if (r && canOnResource(principal, r, 'create')) {
        create.push({ id: `new:${r.name}`, section: 'create', label: newLabel(r), keywords: `${name} ${words} crear agregar add create new`, icon: 'plus', run: go(`/${r.name}?dialog=create`) });
      }
    }
    const other = i18n.locale === 'en' ? 'es' : 'en';
    const app: Draft[] = [
      { id: 'app:help', section: 'app', label: t`Atajos de teclado`, keywords: 'shortcuts keyboard teclas ayuda help', icon: 'keyboard', shortcut: HELP_SHORTCUT, run: openShortcutHelp },
      { id: 'app:drawer', section: 'app', label: t`Mostrar u ocultar el menú`, keywords: 'menu drawer sidebar', icon: 'panel-left', shortcut: DRAWER_SHORTCUT, run: toggleDrawer },
      { id: 'app:theme', section: 'app', label: dark ? t`Cambiar a tema claro` : t`Cambiar a tema oscuro`, keywords: 'tema theme dark light oscuro claro modo', icon: dark ? 'sun' : 'moon', run: () => setThemeMode(dark ? 'light' : 'dark') },
      { id: 'app:locale', section: 'app', label: other === 'en' ? 'Change language to English' : 'Cambiar idioma a español', keywords: 'idioma language english español ingles', icon: 'globe', run: () => void activateLocale(other, true) },
      ...(isSuperAdmin(principal) ? [{ id: 'app:outbox', section: 'app' as const, label: t`Correos enviados`, keywords: 'outbox correo mail bandeja', icon: 'mail', run: go('/outbox') }] : []),
      { id: 'app:password', section: 'app', label: t`Cambiar contraseña`, keywords: 'password clave contrasena', icon: 'lock', run: go('/change-password') },
      { id: 'app:logout', section: 'app', label: t`Salir`, keywords: 'logout cerrar sesion sign out', icon: 'log-out', run: () => void signOut() },
    ];
    return [...out, ...create, ...app].map(finish);
  }, [t, i18n.locale, tr, newLabel, principal, navigate, dark]);
  const context = useMemo(() => contextActions().map(({ heading, placement, action }) => finish({
    id: action.id, section: placement === 'top' ? 'context' : 'screen', heading, label: action.label, keywords: action.keywords, icon: action.icon ?? 'zap',
    shortcut: action.shortcut, danger: action.danger, run: action.run,
  // eslint-disable-next-line react-hooks/exhaustive-deps
  })), [scopes]);
  return useMemo(() => [...context, ...commands], [context, commands]);
}
