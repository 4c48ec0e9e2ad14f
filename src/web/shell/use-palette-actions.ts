import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { can, canOnResource, isSuperAdmin } from '../../core/access';
import { getResource } from '../../core/resources';
import { activateLocale } from '../lib/i18n';
import { useLabel } from '../lib/labels';
import { menuFor, visibleResources } from '../lib/menu';
import { signOut, usePrincipal } from '../lib/session';
import { isDark, setThemeMode } from '../lib/theme';
import { toggleDrawer } from '../lib/ui-state';
import { useNewRecordLabel } from '../lib/use-new-record-label';
import type { IconName } from '../ui';

export interface PaletteAction {
  id: string;
  section: 'nav' | 'create' | 'app';
  label: string;
  /** Extra words that find it (singular name, REST name). */
  keywords: string;
  icon: IconName | string;
  /** Shortcut shown next to it. */
  keys?: string[];
  run: () => void;
}


/**
 * Everything the palette offers, derived from the registry and the principal: go to each permitted
 * resource, create in each one the user may create in, and the app actions of the shell.
 */
export function usePaletteActions(): PaletteAction[] {
  const { t, i18n } = useLingui();
  const tr = useLabel();
  const newLabel = useNewRecordLabel();
  const principal = usePrincipal();
  const navigate = useNavigate();
  const openRecord = useOpenRecord();
  return useMemo(() => {
    const go = (href: string) => () => void navigate({ href });
    const actions: PaletteAction[] = [
      { id: 'go:dashboard', section: 'nav', label: t`Ir a Dashboard`, keywords: 'inicio home dashboard', icon: 'home', run: go('/dashboard') },
    ];
    const creatable: PaletteAction[] = [];
    // Menu order first (what the drawer shows), then permitted resources without a menu entry.
    const inMenu = menuFor(principal).flatMap((g) => g.items.flatMap((i) => (i.resource ? [i.resource] : [])));
    const ordered = [...inMenu, ...visibleResources(principal).filter((r) => !inMenu.includes(r))];
    for (const r of ordered) {
      const many = tr(r.label.many);
      const one = tr(r.label.one);
      const icon = r.menu?.icon ?? 'list';
      actions.push({ id: `go:${r.name}`, section: 'nav', label: t`Ir a ${many}`, keywords: `${one} ${r.name}`, icon, run: go(`/${r.name}`) });
      if (canOnResource(principal, r, 'create')) {
        creatable.push({ id: `new:${r.name}`, section: 'create', label: newLabel(r), keywords: `${many} ${r.name} crear agregar`, icon: 'plus', run: go(`/${r.name}?dialog=create`) });
      }
    }
    // A record open in its list's dialog: its history is one command away (spec 01 §2.6 revisions link).
    if (openRecord) {
      const r = getResource(openRecord.resource);
      if (r && can(principal, r.revisions || 'SuperAdmin')) {
        const href = `/${r.name}/${openRecord.id}/revisions?resource=${encodeURIComponent(r.name)}`;
        actions.unshift({ id: `revisions:${r.name}:${openRecord.id}`, section: 'nav', label: t`Ver revisiones de este registro`, keywords: 'revisiones historial cambios history', icon: 'history', run: go(href) });
      }
    }
    const dark = isDark();
    const other = i18n.locale === 'en' ? 'es' : 'en';
    return [
      ...actions,
      ...creatable,
      { id: 'app:drawer', section: 'app', label: t`Mostrar u ocultar el menú`, keywords: 'menu drawer sidebar', icon: 'panel-left', keys: ['B'], run: toggleDrawer },
      { id: 'app:theme', section: 'app', label: dark ? t`Cambiar a tema claro` : t`Cambiar a tema oscuro`, keywords: 'tema theme dark light oscuro claro', icon: dark ? 'sun' : 'moon', run: () => setThemeMode(dark ? 'light' : 'dark') },
      { id: 'app:locale', section: 'app', label: other === 'en' ? 'Change language to English' : 'Cambiar idioma a español', keywords: 'idioma language english español', icon: 'globe', run: () => void activateLocale(other, true) },
      ...(isSuperAdmin(principal) ? [{ id: 'app:outbox', section: 'app' as const, label: t`Correos enviados`, keywords: 'outbox correo mail bandeja', icon: 'mail', run: go('/outbox') }] : []),
      { id: 'app:password', section: 'app', label: t`Cambiar contraseña`, keywords: 'password clave', icon: 'lock', run: go('/change-password') },
      { id: 'app:logout', section: 'app', label: t`Salir`, keywords: 'logout cerrar sesión', icon: 'log-out', run: () => void signOut() },
    ];
  }, [t, i18n.locale, tr, newLabel, principal, navigate, openRecord]);
}

/** The record whose edit/view dialog is open on a list (`/{resource}?dialog=edit&id=5`), if any. */
function useOpenRecord(): { resource: string; id: number } | null {
  const key = useRouterState({
    select: (s) => {
      const m = /^\/([^/]+)$/.exec(s.location.pathname);
      const q = s.location.search as Record<string, unknown>;
      const id = Number(q.id);
      return m && (q.dialog === 'edit' || q.dialog === 'view') && Number.isSafeInteger(id) && id > 0 ? `${m[1]}:${id}` : '';
    },
  });
  return useMemo(() => {
    if (!key) return null;
    const [resource, id] = key.split(':');
    return { resource, id: Number(id) };
  }, [key]);
}
