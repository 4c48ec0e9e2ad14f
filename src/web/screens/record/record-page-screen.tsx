// A record's page (spec 01 §2.2: /cliente/{id}, /orders/{id}, /product/{id}, /workers/{id},
// /purchase_orders/{id}): its fields, its actions (edit, delete, revisions, copy link — each with a
// shortcut and in the palette) and the lists of records that point at it, declared by `page.related`.
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { isSuperAdmin } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import type { Resource } from '../../../core/resource/types';
import {
  FormDialog, formatDatetime, listActions, revisionsHref, useCustomFieldsResource, useResourceMutations, useResourceRecord,
} from '../../engine';
import { IdBadge } from '../../engine/form/id-badge';
import { RecordFields, useViewableFields } from '../../engine/form/record-fields';
import { useLabel } from '../../lib/labels';
import { notify } from '../../lib/notices';
import { resourceOfPage } from '../../lib/record-page';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { usePaletteContext } from '../../palette';
import { ShortcutHint, useShortcuts } from '../../shortcuts';
import { useRecordActions } from '../../engine/record-actions';
import { useLiveResource } from '../../engine/data/use-live-resource';
import { Button, buttonClass, ConfirmDialog, Icon, Skeleton } from '../../ui';
import { AccessDeniedScreen, NotFoundScreen } from '../errors';
import { RelatedSection } from './related-list';

export function RecordPageScreen({ segment, id }: { segment: string; id: string }) {
  const principal = usePrincipal();
  const { resource, loading } = useCustomFieldsResource(resourceOfPage(segment));
  const n = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (!resource || !n) return <NotFoundScreen resource={segment} />;
  if (!listActions(principal, resource).view || !principal) return <AccessDeniedScreen />;
  if (loading) return <PageLoading />;
  return <RecordPage key={`${resource.name}/${n}`} resource={resource} id={n} />;
}

function PageLoading() {
  return (
    <div className="space-y-3 p-4 sm:p-6" aria-hidden>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function RecordPage({ resource, id }: { resource: Resource; id: number }) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const navigate = useNavigate();
  const actions = listActions(principal, resource);
  const { fields, include } = useViewableFields(resource);
  const { data: row, error } = useResourceRecord(resource, id, include);
  // The record changes under the page (a DIAN answer, a colleague's edit): the realtime events refresh it.
  useLiveResource(resource.name);
  const { remove } = useResourceMutations(resource);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const own = useRecordActions(resource);
  const offered = own.actionsFor(row as (Record<string, unknown> & { id: number }) | undefined);
  const title = row ? recordTitle(resource, row) || tr(resource.label.one) : '';
  usePageTitle(title || tr(resource.label.one));

  const listHref = `/${resource.name}`;
  const edit = () => setEditing(true);
  const copyLink = () => void navigator.clipboard?.writeText(window.location.href)
    .then(() => notify({ kind: 'success', title: t`Enlace copiado` }), () => {});
  const idle = !editing && !confirming && !!row;
  const group = tr(resource.label.one);
  useShortcuts('record-page', [
    ...(actions.edit ? [{ id: 'record.edit', keys: 'e', label: t`Editar`, group, run: edit }] : []),
    ...(actions.delete ? [{ id: 'record.delete', keys: ['delete', '#'], label: t`Eliminar (pide confirmación)`, group, run: () => setConfirming(true) }] : []),
    { id: 'record.list', keys: 'u', label: t`Volver a la lista`, group, run: () => void navigate({ to: listHref }) },
    ...offered.filter((a) => a.keys).map((a) => ({ id: `record.action.${a.key}`, keys: a.keys!, label: tr(a.label), group, run: () => own.run(a, id) })),
  ], idle && !own.dialog);
  usePaletteContext(t`Este registro`, [
    ...(actions.edit ? [{ id: 'record.edit', label: t`Editar «${title}»`, icon: 'pencil', shortcut: 'record.edit', run: edit }] : []),
    { id: 'record.link', label: t`Copiar enlace`, icon: 'link', keywords: 'link url compartir share', run: copyLink },
    ...(actions.revisions ? [{ id: 'record.revisions', label: t`Ver revisiones`, icon: 'history', run: () => void navigate({ href: revisionsHref(resource, id) }) }] : []),
    ...(actions.delete ? [{ id: 'record.delete', label: t`Eliminar «${title}»`, icon: 'trash', danger: true, shortcut: 'record.delete', run: () => setConfirming(true) }] : []),
    ...own.paletteFor(row as (Record<string, unknown> & { id: number }) | undefined, 'record').map((a, i) => ({ ...a, shortcut: offered[i]?.keys ? `record.action.${offered[i].key}` : undefined })),
  ], idle);

  if (error) return isHTTPError(error) && error.response.status === 403 ? <AccessDeniedScreen /> : <NotFoundScreen resource={resource.name} />;

  return (
    <div className="h-full overflow-y-auto bg-subtle text-13">
      <div className="mx-auto max-w-6xl space-y-4 p-3 sm:p-6">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {/* On a phone the title takes its own row and the actions wrap below it. */}
          <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
            <Link to={listHref} className="inline-flex items-center gap-1 text-xs text-fg-muted hover:text-fg">
              <Icon name="arrow-left" className="size-3" />{tr(resource.label.many)}<ShortcutHint id="record.list" />
            </Link>
            <h2 className="mt-0.5 flex items-center gap-2 truncate text-lg font-semibold text-fg">
              {row ? title : <Skeleton className="h-6 w-56" />}
              {isSuperAdmin(principal) && <IdBadge id={id} />}
            </h2>
          </div>
          {offered.map((a) => (
            <Button key={a.key} variant="secondary" onClick={() => own.run(a, id)} disabled={own.busy === a.key}>
              <Icon name={a.icon} className="size-3.5" />{tr(a.label)}{a.keys && <ShortcutHint id={`record.action.${a.key}`} />}
            </Button>
          ))}
          {actions.revisions && (
            <Link to={revisionsHref(resource, id)} className={buttonClass('ghost')}><Icon name="history" className="size-3.5" />{t`Revisiones`}</Link>
          )}
          {actions.delete && (
            <Button variant="ghost" onClick={() => setConfirming(true)} disabled={!row}>
              <Icon name="trash" className="size-3.5" />{t`Eliminar`}<ShortcutHint id="record.delete" />
            </Button>
          )}
          {actions.edit && (
            <Button variant="primary" onClick={edit} disabled={!row}>
              <Icon name="pencil" className="size-3.5" />{t`Editar`}<ShortcutHint id="record.edit" />
            </Button>
          )}
        </header>
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <section aria-label={t`Datos`} className="rounded-lg border border-line bg-surface">
            <RecordFields fields={fields} row={row} stickyTabs={false} />
            {row?.updated_at ? <p className="border-t border-line px-4 py-2 text-xs text-fg-subtle">{t`Actualizado ${formatDatetime(row.updated_at)}`}</p> : null}
          </section>
          {resource.page?.related?.length ? (
            <div className="space-y-4">
              {resource.page.related.map((rel) => <RelatedSection key={`${rel.resource}.${rel.field}`} related={rel} id={id} />)}
            </div>
          ) : null}
        </div>
      </div>
      {editing && <FormDialog resource={resource} id={id} onClose={() => setEditing(false)} />}
      {own.dialog}
      {confirming && row && (
        <ConfirmDialog busy={remove.isPending} onClose={() => setConfirming(false)} confirmLabel={t`Eliminar`}
          title={t`¿Eliminar este registro?`}
          message={<><span className="font-medium text-fg">{title}</span> — {t`Esta acción no se puede deshacer.`}</>}
          onConfirm={() => remove.mutate(id, { onSuccess: () => void navigate({ to: listHref, replace: true }) })} />
      )}
    </div>
  );
}
