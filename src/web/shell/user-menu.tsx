import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { activateLocale } from '../lib/i18n';
import { isSuperAdmin } from '../../core/access';
import { signOut, usePrincipal, useSessionUser } from '../lib/session';
import { isDark, setThemeMode, themeState } from '../lib/theme';
import { HELP_SHORTCUT, PALETTE_SHORTCUT, openPalette, openShortcutHelp } from '../palette';
import { ShortcutHint } from '../shortcuts';
import { Icon, cx, menuItemClass, menuPanelClass } from '../ui';
import { useTenantName } from './use-tenant';

export const initials = (name: string): string =>
  name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';

/** Avatar menu: who is signed in, theme, language, change password and 'Salir'. */
export function UserMenu() {
  const { t, i18n } = useLingui();
  const user = useSessionUser();
  const principal = usePrincipal();
  const tenant = useTenantName();
  const navigate = useNavigate();
  useSnapshot(themeState);
  const dark = isDark();
  const other = i18n.locale === 'en' ? 'es' : 'en';
  if (!user) return null;
  return (
    <Menu>
      <MenuButton aria-label={t`Menú de usuario`} className="flex items-center gap-2 rounded-md p-1 hover:bg-muted">
        <span aria-hidden className="flex size-6 items-center justify-center rounded-full bg-accent-soft text-[11px] font-semibold text-accent-text">
          {initials(user.full_name || user.email)}
        </span>
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 6 }} transition className={cx(menuPanelClass, 'w-64')}>
        <div className="px-2 py-1.5">
          <p className="truncate font-medium text-fg">{user.full_name}</p>
          <p className="truncate text-xs text-fg-subtle">{user.email}</p>
          {tenant ? <p className="truncate text-xs text-fg-subtle">{tenant}</p> : null}
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          <button type="button" className={menuItemClass} onClick={openPalette}>
            <Icon name="command" className="size-4 text-fg-subtle" />
            {t`Paleta de comandos`}
            <ShortcutHint id={PALETTE_SHORTCUT} />
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={menuItemClass} onClick={openShortcutHelp}>
            <Icon name="keyboard" className="size-4 text-fg-subtle" />
            {t`Atajos de teclado`}
            <ShortcutHint id={HELP_SHORTCUT} />
          </button>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          <button type="button" className={menuItemClass} onClick={() => setThemeMode(dark ? 'light' : 'dark')}>
            <Icon name={dark ? 'sun' : 'moon'} className="size-4 text-fg-subtle" />
            {dark ? t`Tema claro` : t`Tema oscuro`}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={menuItemClass} onClick={() => void activateLocale(other, true)} lang={other}>
            <Icon name="globe" className="size-4 text-fg-subtle" />
            {other === 'en' ? 'English' : 'Español'}
          </button>
        </MenuItem>
        {isSuperAdmin(principal) ? (
          <MenuItem>
            <button type="button" className={menuItemClass} onClick={() => void navigate({ to: '/outbox' })}>
              <Icon name="mail" className="size-4 text-fg-subtle" />
              {t`Correos enviados`}
            </button>
          </MenuItem>
        ) : null}
        <MenuItem>
          <button type="button" className={menuItemClass} onClick={() => void navigate({ to: '/profile' })}>
            <Icon name="user" className="size-4 text-fg-subtle" />
            {t`Perfil`}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={menuItemClass} onClick={() => void navigate({ to: '/settings' })}>
            <Icon name="settings" className="size-4 text-fg-subtle" />
            {t`Configuración`}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={menuItemClass} onClick={() => void navigate({ to: '/change-password' })}>
            <Icon name="lock" className="size-4 text-fg-subtle" />
            {t`Cambiar contraseña`}
          </button>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          <button type="button" className={menuItemClass} onClick={() => void signOut()}>
            <Icon name="log-out" className="size-4 text-fg-subtle" />
            {t`Salir`}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
