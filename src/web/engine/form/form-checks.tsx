// The server checks a resource declares under its form (FormChecksDef; invoices' 'Verificación DIAN'):
// the values are posted as they settle, the answer listed as passed/failed lines with their detail,
// and the palette offers 'Verificar ahora'.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import type { FormChecksDef, Resource } from '../../../core/resource/types';
import { api } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { useDebounced } from '../../lib/use-debounced';
import { usePaletteContext } from '../../palette/context';
import { Icon } from '../../ui';

interface Answer { checks: { key: string; ok: boolean; label: string; detail: string }[]; preview: { label: string; value: string }[] }

export function FormChecks({ resource, control, id }: { resource: Resource; control: Control<any>; id: number | null }) {
  const principal = usePrincipal();
  const values = useWatch({ control }) as Record<string, unknown>;
  const offered = resource.formChecks.filter((c) => (!c.dian || principal?.canSendToDian)
    && (!c.when || c.when.in.includes(values?.[c.when.field] ?? null)));
  return <>{offered.map((c) => <ChecksPanel key={c.key} resource={resource} def={c} values={values} id={id} />)}</>;
}

function ChecksPanel({ resource, def, values, id }: { resource: Resource; def: FormChecksDef; values: Record<string, unknown>; id: number | null }) {
  const { t } = useLingui();
  const tr = useLabel();
  const body = useDebounced(JSON.stringify({ ...values, ...(id ? { id } : {}) }), 700);
  const q = useQuery({
    queryKey: ['form-checks', resource.name, def.key, body],
    queryFn: ({ signal }) => api.post(`${resource.name}/checks/${def.key}`, { json: JSON.parse(body) as unknown, signal }).json<Answer>(),
    placeholderData: (prev) => prev,
    staleTime: 0,
  });
  usePaletteContext(tr(def.label), [{ id: `form.checks.${def.key}`, label: t`Verificar ahora: ${tr(def.label)}`, icon: 'check', keywords: 'verificar validar dian check cufe', run: () => void q.refetch() }]);
  const failed = q.data?.checks.filter((c) => !c.ok).length ?? 0;
  return (
    <section aria-label={tr(def.label)} data-testid={`form-checks-${def.key}`} className="mx-4 mb-4 rounded-lg border border-line bg-subtle p-3 text-xs">
      <h3 className="mb-2 flex items-center gap-2 text-13 font-medium text-fg">
        <Icon name={failed ? 'alert-triangle' : 'check'} className={failed ? 'size-3.5 text-warning' : 'size-3.5 text-success'} />
        {tr(def.label)}
        {q.isFetching && <span className="text-fg-subtle">{t`verificando…`}</span>}
      </h3>
      {q.isError && <p className="text-danger">{t`No se pudo verificar.`}</p>}
      <ul className="space-y-1">
        {q.data?.checks.map((c) => (
          <li key={c.key} className="flex gap-2" data-ok={c.ok}>
            <Icon name={c.ok ? 'check' : 'x'} className={c.ok ? 'mt-0.5 size-3 shrink-0 text-success' : 'mt-0.5 size-3 shrink-0 text-danger'} />
            <span><span className="font-medium text-fg">{tr(c.label)}:</span> <span className="text-fg-muted">{c.detail}</span></span>
          </li>
        ))}
      </ul>
      {q.data?.preview.length ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-line pt-2">
          {q.data.preview.map((p) => (
            <div key={p.label} className="contents"><dt className="text-fg-muted">{tr(p.label)}</dt><dd className="break-all font-mono text-fg">{p.value}</dd></div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
