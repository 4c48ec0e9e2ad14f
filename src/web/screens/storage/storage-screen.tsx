// /storage and /storage/{bodegaId} (spec 01 §2.2, §2.4 'storage (warehouses)'): the warehouses with
// their number of products in stock and units, a warehouse opening the stock of each product in it.
// Both are the list engine's: the warehouses list with its own columns (the counts are computed fields
// of bodegas), and the stock rows (bodega_inventario) pinned to one warehouse, edited in the form.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { bodegaInventario, bodegas } from '../../../core/resources';
import { canOnResource } from '../../../core/access';
import { getScreen, screenAllowed } from '../../../core/resources/screens';
import { ResourceListScreen, useLiveResource, useResourceRecord, type ListView } from '../../engine';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { Icon } from '../../ui';
import { AccessDeniedScreen, NotFoundScreen } from '../errors';

export const STORAGE_VIEW: ListView = {
  key: 'storage',
  columns: ['nombre', 'estado', 'productos_count', 'unidades'],
  rowHref: (row) => `/storage/${row.id}`,
};

export interface StorageScreenProps {
  search: Record<string, unknown>;
  onSearchChange: (next: Record<string, string>) => void;
}

export function StorageScreen({ search, onSearchChange }: StorageScreenProps) {
  const { t } = useLingui();
  const principal = usePrincipal();
  const allowed = screenAllowed(principal, getScreen('storage')!);
  usePageTitle(allowed ? t`Bodegas` : null);
  if (!allowed) return <AccessDeniedScreen />;
  return <ResourceListScreen resource={bodegas} search={search} onSearchChange={onSearchChange} view={STORAGE_VIEW} />;
}

export function StorageWarehouseScreen({ bodegaId, search, onSearchChange }: StorageScreenProps & { bodegaId: string }) {
  const { t } = useLingui();
  const principal = usePrincipal();
  const id = Number(bodegaId);
  const valid = Number.isInteger(id) && id > 0;
  const allowed = screenAllowed(principal, getScreen('storage')!) && !!principal && canOnResource(principal, bodegaInventario, 'view');
  const bodega = useResourceRecord(bodegas, allowed && valid ? id : null);
  // Stock writes change the warehouses' counts (the server sends them as warehouse updates): the
  // header and the cached /storage list follow.
  useLiveResource(allowed ? bodegas.name : null);
  const nombre = bodega.data?.nombre as string | undefined;
  usePageTitle(allowed ? (nombre ?? t`Bodega`) : null);
  const view = useMemo<ListView>(() => ({ key: 'storage-bodega', columns: ['referencia', 'item_id', 'stock'], fixed: { bodega_id: String(id) } }), [id]);
  if (!allowed) return <AccessDeniedScreen />;
  if (!valid || bodega.isError) return <NotFoundScreen resource={t`Bodega ${bodegaId}`} />;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2 text-13">
        <Link to="/storage" className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-fg-muted hover:bg-muted hover:text-fg">
          <Icon name="arrow-left" className="size-4" />{t`Bodegas`}
        </Link>
        <span className="text-fg-subtle" aria-hidden>/</span>
        <h2 className="font-semibold text-fg" data-bodega-title>{nombre ?? "…"}</h2>
        {bodega.data && (
          <span className="ml-auto text-fg-muted tabular-nums">
            {t`${String(bodega.data.productos_count ?? 0)} productos en stock`}
          </span>
        )}
      </div>
      <div className="min-h-0 flex-1">
        <ResourceListScreen resource={bodegaInventario} search={search} onSearchChange={onSearchChange} view={view} />
      </div>
    </div>
  );
}
