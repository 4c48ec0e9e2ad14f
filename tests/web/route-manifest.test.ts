// The router's facts about the resources (virtual:resource-routes) are derived from the declarations.
import { describe, expect, it } from 'vitest';
import { getResource, RESOURCES } from '../../src/core/resources';
import { resourceRouteManifest } from '../../src/core/resources/route-manifest';
import { defineResource } from '../../src/core/resource/define';

describe('resource route manifest', () => {
  const manifest = resourceRouteManifest(RESOURCES);

  it('lists the lists with a tree panel', () => {
    expect(manifest.tree).toEqual(RESOURCES.filter((r) => r.views.tree).map((r) => r.name));
    expect(manifest.tree).toContain('documents');
    expect(manifest.tree).not.toContain('clientes');
  });

  it('maps the spec’s other names of a list to it, one or several segments', () => {
    expect(manifest.aliases.orders).toBe('pedidos');
    expect(manifest.aliases.products).toBe('productos');
    expect(manifest.aliases['facturacion/credit_notes']).toBe('credit_notes');
    for (const [alias, name] of Object.entries(manifest.aliases)) {
      expect(getResource(alias), `${alias} is a resource's own name`).toBeUndefined();
      expect(getResource(name)?.aliases).toContain(alias);
    }
  });

  it('never lets an alias shadow a resource', () => {
    const a = defineResource({ name: 'alpha', label: 'Alpha', permission: 'Alpha', fields: {}, aliases: ['beta', 'gamma'] } as never);
    const b = defineResource({ name: 'beta', label: 'Beta', permission: 'Beta', fields: {}, aliases: ['gamma'] } as never);
    expect(resourceRouteManifest([a, b]).aliases).toEqual({ gamma: 'alpha' });
  });
});
