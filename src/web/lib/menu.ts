import type { Principal } from '../../core/access';
import { canOnResource } from '../../core/access';
import type { Resource } from '../../core/resource/types';
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
}

export interface MenuGroup {
  /** Spanish group name; null for the top entries (Dashboard). */
  group: string | null;
  items: MenuItem[];
}

/**
 * Business areas first, administration last; groups not named here follow in registry order.
 * (The registry gives each resource a group and an order inside it, not an order of groups.)
 */
const GROUP_RANK = ['Ventas', 'Facturación', 'Inventario', 'Tickets'];
const LAST_GROUP = 'Administración';

export function visibleResources(principal: Principal | null, resources: readonly Resource[] = RESOURCES): Resource[] {
  return resources.filter((r) => canOnResource(principal, r, 'view'));
}

export function menuFor(principal: Principal | null, resources: readonly Resource[] = RESOURCES): MenuGroup[] {
  const groups = new Map<string, { first: number; items: { order: number; item: MenuItem }[] }>();
  resources.forEach((r, index) => {
    if (!r.menu || !canOnResource(principal, r, 'view')) return;
    const g = groups.get(r.menu.group) ?? { first: index, items: [] };
    g.items.push({ order: r.menu.order, item: { key: r.name, to: `/${r.name}`, label: r.label.many, icon: r.menu.icon ?? 'list', resource: r } });
    groups.set(r.menu.group, g);
  });
  const rank = (name: string, first: number) => {
    if (name === LAST_GROUP) return 1e6;
    const i = GROUP_RANK.indexOf(name);
    return i >= 0 ? i : GROUP_RANK.length + first;
  };
  const sorted = [...groups].sort(([a, ga], [b, gb]) => rank(a, ga.first) - rank(b, gb.first));
  return [
    { group: null, items: principal ? [{ key: 'dashboard', to: '/dashboard', label: null, icon: 'home' }] : [] },
    ...sorted.map(([group, g]) => ({
      group,
      items: g.items.sort((x, y) => x.order - y.order).map((x) => x.item),
    })),
  ];
}
