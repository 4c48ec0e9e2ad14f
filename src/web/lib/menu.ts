import type { Principal } from '../../core/access';
import { can, canOnResource, hasModule } from '../../core/access';
import { MENU_GROUPS, type MenuGroupName, type Resource } from '../../core/resource';
import { RESOURCES } from '../../core/resources/index';
import { SCREENS, screenAllowed, type ScreenEntry } from '../../core/resources/screens';

/**
 * The drawer menu, derived from the resource registry (entries with `menu`) and the principal:
 * an entry shows when the user may view the resource (permission AND tenant module).
 * Labels are the Spanish source texts; the view translates them.
 */
export interface MenuItem {
  key: string;
  to: string;
  /** Spanish label (resource.label.many); null for built-in entries the view names itself. */
  label: string | null;
  icon: string;
  resource?: Resource;
  /** Position inside its group (the resource's menu.order or the screen's). */
  order?: number;
}

export interface MenuGroup {
  /** Spanish group name (drawer order: MENU_GROUPS); null for the top entries (Dashboard). */
  group: MenuGroupName | null;
  items: MenuItem[];
}

export function visibleResources(principal: Principal | null, resources: readonly Resource[] = RESOURCES): Resource[] {
  return resources.filter((r) => canOnResource(principal, r, 'view'));
}

export function menuFor(principal: Principal | null, resources: readonly Resource[] = RESOURCES,
  screens: readonly ScreenEntry[] = SCREENS): MenuGroup[] {
  const groups = new Map<MenuGroupName, { order: number; item: MenuItem }[]>();
  for (const r of resources) {
    if (!r.menu || !canOnResource(principal, r, 'view')) continue;
    const items = groups.get(r.menu.group) ?? [];
    items.push({ order: r.menu.order, item: { key: r.name, to: `/${r.name}`, label: r.label.many, icon: r.menu.icon ?? 'list', resource: r, order: r.menu.order } });
    groups.set(r.menu.group, items);
  }
  // Screens (boards, status board, another list of a resource, calendars): no `resource`, they are not its list.
  for (const s of screens) {
    if (!screenAllowed(principal, s)) continue;
    const items = groups.get(s.menu.group) ?? [];
    items.push({ order: s.menu.order, item: { key: s.key, to: s.path, label: s.label, icon: s.menu.icon ?? 'list', order: s.menu.order } });
    groups.set(s.menu.group, items);
  }
  return [
    { group: null, items: principal ? [{ key: 'dashboard', to: '/dashboard', label: null, icon: 'home' }] : [] },
    ...MENU_GROUPS.filter((group) => groups.has(group)).map((group) => ({
      group,
      items: groups.get(group)!.sort((x, y) => x.order - y.order).map((x) => x.item),
    })),
  ];
}
