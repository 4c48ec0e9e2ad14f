// /{model}/{id}/revisions?resource= (spec 01 §2.2, §2.6, §6): who changed the record, when, and
// field by field what it held before and after. Only the role named by the resource's `revisions`
// (default SuperAdmin) may open it; the server answers 403 to anyone else and so does this screen.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { can, canOnResource } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import type { Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources/index';
import { FieldCell, formatDatetime, useCustomFieldsResource } from '../../engine';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { Button, Icon, Skeleton, buttonClass, cx } from '../../ui';
import { AccessDeniedScreen, NotFoundScreen } from '../errors';
import { revisionChanges, revisionFields, type FieldChange, type Revision } from './revision-diff';
import { httpStatus, useRevisions, type RelatedRows } from './use-revisions';

export interface RevisionsScreenProps {
  /** Path segment {model}; `resource` (query) names the resource when given. */
  model: string;
  id: string;
  resource?: string;
}

export function RevisionsScreen({ model, id, resource: resourceName }: RevisionsScreenProps) {
  const { t } = useLingui();
  const principal = usePrincipal();
  const name = resourceName || model;
  // With the tenant's custom fields, so their changes are listed like any field's.
  const { resource } = useCustomFieldsResource(getResource(name));
  const recordId = /^\d+$/.test(id) ? Number(id) : 0;
  const allowed = !!resource && canOnResource(principal, resource, 'view') && can(principal, resource.revisions || 'SuperAdmin');
  usePageTitle(resource && allowed ? t`Revisiones` : null);
  if (!resource || !recordId) return <NotFoundScreen resource={name} />;
  if (!allowed) return <AccessDeniedScreen />;
  return <Revisions key={`${name}:${recordId}`} resource={resource} id={recordId} />;
}

function Revisions({ resource, id }: { resource: Resource; id: number }) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const fields = useMemo(() => revisionFields(resource, principal), [resource, principal]);
  const { revisions, record, related } = useRevisions(resource, id, fields);
  const listRef = useRef<HTMLOListElement>(null);

  const status = revisions.error ? httpStatus(revisions.error) : 0;
  if (status === 403) return <AccessDeniedScreen />;
  if (status === 404) return <NotFoundScreen resource={`${resource.name}/${id}`} />;

  const one = tr(resource.label.one);
  const many = tr(resource.label.many);
  const title = record.data ? recordTitle(resource, record.data) : '';
  const rows = revisions.data ?? [];

  /** j/k or arrows move between revisions, Home/End to the first/last (the list is the page's content). */
  const onKeyDown = (e: KeyboardEvent) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    const go = (n: number) => { e.preventDefault(); items[Math.max(0, Math.min(items.length - 1, n))]?.focus(); };
    if (e.key === 'ArrowDown' || e.key === 'j') go(i + 1);
    else if (e.key === 'ArrowUp' || e.key === 'k') go(i < 0 ? 0 : i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The top bar already says 'Revisiones' (the page title): this heading names the record. */}
        <h2 className="min-w-0 truncate text-base font-semibold text-fg">
          <span className="font-normal text-fg-muted">{one} · </span>{title || null} <span className="font-mono text-xs font-normal text-fg-subtle">#{id}</span>
        </h2>
        <Link to="/$resource" params={{ resource: resource.name }} className={buttonClass('secondary', 'md')}>
          <Icon name="arrow-left" className="size-3.5" />
          {t`Volver a ${many}`}
        </Link>
      </div>

      {revisions.isPending ? (
        <div className="space-y-3" aria-busy="true"><Skeleton className="h-28 w-full" /><Skeleton className="h-28 w-full" /></div>
      ) : revisions.error ? (
        <div role="alert" className="rounded-lg border border-line bg-surface p-6 text-center text-13 text-fg-muted">
          <p>{t`No se pudieron cargar las revisiones.`}</p>
          <Button className="mt-3" onClick={() => void revisions.refetch()}><Icon name="refresh" className="size-3.5" />{t`Reintentar`}</Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-6 text-center text-13 text-fg-muted">{t`Este registro no tiene revisiones.`}</p>
      ) : (
        <>
          <p className="text-xs text-fg-subtle">{t`Las más recientes primero. Usa ↑ ↓ (o j k) para moverte entre revisiones.`}</p>
          <ol ref={listRef} onKeyDown={onKeyDown} className="space-y-3" aria-label={t`Revisiones`}>
            {rows.map((rev) => (
              <li key={rev.id}><RevisionCard rev={rev} changes={revisionChanges(fields, rev)} related={related} /></li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

const ACTION_STYLE: Record<Revision['action'], string> = {
  created: 'bg-success-soft text-success',
  updated: 'bg-accent-soft text-accent-text',
  deleted: 'bg-danger-soft text-danger',
};

function RevisionCard({ rev, changes, related }: { rev: Revision; changes: FieldChange[]; related: RelatedRows }) {
  const { t } = useLingui();
  const tr = useLabel();
  const action = rev.action === 'created' ? t`Creado` : rev.action === 'deleted' ? t`Eliminado` : t`Actualizado`;
  const who = rev.user_name || (rev.user_id ? `#${rev.user_id}` : t`Sistema`);
  const when = formatDatetime(rev.created_at);
  const headingId = `rev-${rev.id}`;
  return (
    <article tabIndex={0} aria-labelledby={headingId}
      className="overflow-hidden rounded-lg border border-line bg-surface shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:border-accent">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line bg-subtle px-4 py-2.5">
        <h3 id={headingId} className="flex min-w-0 flex-1 items-center gap-2 text-13">
          <span className={cx('rounded px-1.5 py-0.5 text-xs font-medium', ACTION_STYLE[rev.action] ?? ACTION_STYLE.updated)}>{action}</span>
          <span className="truncate"><span className="text-fg-muted">{t`por`}</span> <span className="font-medium text-fg">{who}</span></span>
        </h3>
        <time dateTime={rev.created_at} className="shrink-0 text-xs tabular-nums text-fg-muted">{when}</time>
      </header>
      {changes.length === 0 ? (
        <p className="px-4 py-3 text-13 text-fg-muted">{t`Sin cambios en campos visibles.`}</p>
      ) : (
        <table className="w-full table-fixed text-13">
          <thead className="text-left text-xs text-fg-subtle">
            <tr>
              <th scope="col" className="w-1/4 px-4 py-2 font-medium">{t`Campo`}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t`Antes`}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t`Después`}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line border-t border-line">
            {changes.map((c) => (
              <tr key={c.key} className="align-top">
                <th scope="row" className="px-4 py-2 text-left font-medium text-fg-muted">{tr(c.field.label)}</th>
                <td className="break-words px-4 py-2 text-fg-muted" data-side="before"><Value change={c} side="before" related={related} /></td>
                <td className="break-words px-4 py-2 text-fg" data-side="after"><Value change={c} side="after" related={related} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

/** One value, rendered by the field kind's list cell (select labels, money, dates, relation titles). */
function Value({ change, side, related }: { change: FieldChange; side: 'before' | 'after'; related: RelatedRows }) {
  const { key, field } = change;
  const value = change[side];
  const row: Record<string, unknown> = { id: 0, [key]: value };
  if (field.kind === 'relation' && field.relation && value !== null && value !== undefined) {
    const rel = related.get(field.relation.resource)?.get(Number(value));
    if (rel) row[field.relation.include] = rel;
  }
  // Many-to-many links are stored as ids: embed their titles the way an include would.
  if (field.kind === 'relation_multiple' && field.relation && Array.isArray(value)) {
    const rows = related.get(field.relation.resource);
    row[field.relation.include] = value.map((id) => rows?.get(Number(id)) ?? { id });
  }
  return <FieldCell field={field} name={key} row={row} full />;
}
