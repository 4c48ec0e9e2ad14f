// What the web app's router needs to know of the resources before any resource is loaded: which lists
// have a tree panel (/{resource}/{node}) and the spec's other names of a list (/orders → /pedidos,
// /facturacion/credit_notes → /credit_notes). Derived from the declarations at build time
// (scripts/build-plugins.ts `resourceRoutes`, module `virtual:resource-routes`), so the first screen
// does not download every resource declaration (issue 13 "Speed": the shell's weight).
import type { Resource } from '../resource/types';

export interface ResourceRouteManifest {
  /** Resources whose list has a tree panel. */
  tree: string[];
  /** Alias → resource name, for aliases that are not themselves a resource's name. */
  aliases: Record<string, string>;
}

export function resourceRouteManifest(resources: readonly Resource[]): ResourceRouteManifest {
  const names = new Set(resources.map((r) => r.name));
  const aliases: Record<string, string> = {};
  for (const r of resources) {
    for (const alias of r.aliases) if (!names.has(alias) && !(alias in aliases)) aliases[alias] = r.name;
  }
  return { tree: resources.filter((r) => r.views.tree).map((r) => r.name), aliases };
}
