import type { Principal } from '../../core/access';
import { can, canOnResource, hasModule } from '../../core/access';
import { MENU_GROUPS, SCREEN_ENTRIES, type MenuGroupName, type Resource, type ScreenEntry } from '../../core/resource';

export { SCREEN_ENTRIES, type ScreenEntry };
import { RESOURCES } from '../../core/resources/index';

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

/** Whether the principal may open a screen entry (permission and module). */
export const canOpenScreen = (principal: Principal | null, e: Pick<ScreenEntry, 'module' | 'can'>): boolean =>
  !!principal && (!e.module || hasModule(principal, e.module)) && can(principal, e.can);

export interface MenuGroup {
  /** Spanish group name (drawer order: MENU_GROUPS); null for the top entries (Dashboard). */
  group: MenuGroupName | null;
  items: MenuItem[];
}

export function visibleResources(principal: Principal | null, resources: readonly Resource[] = RESOURCES): Resource[] {
  return resources.filter((r) => canOnResource(principal, r, 'view'));
}

export function menuFor(principal: Principal | null, resources: readonly Resource[] = RESOURCES, screens: readonly ScreenEntry[] = SCREEN_ENTRIES): MenuGroup[] {
  const groups = new Map<MenuGroupName, { order: number; item: MenuItem }[]>();
  for (const r of resources) {
    if (!r.menu || !canOnResource(principal, r, 'view')) continue;
    const items = groups.get(r.menu.group) ?? [];
    items.push({ order: r.menu.order, item: { key: r.name, to: `/${r.name}`, label: r.label.many, icon: r.menu.icon ?? 'list', resource: r, order: r.menu.order } });
    // A resource with boards (tickets by category) also offers /boards, first in its group (spec 01 §2.4).
    if (r.views.board?.boards) items.push({ order: r.menu.order - 0.5, item: { key: 'boards', to: '/boards', label: 'Tableros', icon: 'kanban', order: r.menu.order - 0.5 } });
    groups.set(r.menu.group, items);
  }
  for (const e of screens) {
    if (!canOpenScreen(principal, e)) continue;
    const items = groups.get(e.group) ?? [];
    items.push({ order: e.order, item: { key: e.key, to: e.to, label: e.label, icon: e.icon, order: e.order } });
    groups.set(e.group, items);
  }
  return [
    { group: null, items: principal ? [{ key: 'dashboard', to: '/dashboard', label: null, icon: 'home' }] : [] },
    ...MENU_GROUPS.filter((group) => groups.has(group)).map((group) => ({
      group,
      items: groups.get(group)!.sort((x, y) => x.order - y.order).map((x) => x.item),
    })),
  ];
}
