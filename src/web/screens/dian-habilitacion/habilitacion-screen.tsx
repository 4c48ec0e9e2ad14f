// /facturacion/habilitacion (issue 15): DIAN habilitación. The admin stores the TestSetId the DIAN gave,
// sends a sample invoice of the company to the test set (SendTestSetAsync), and reads the DIAN's answer
// per document (GetStatusZip: 'Consultar estado', and polled by itself while a send waits), each
// rejection rule with the DIAN's message and the fix. Calls: docs/contracts.md "DIAN habilitación".
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { getScreen, screenAllowed } from '../../../core/resources/screens';
import { formatDatetime } from '../../engine/fields/format';
import { api, reportApiError } from '../../lib/api';
import { notify } from '../../lib/notices';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { usePaletteContext } from '../../palette';
import { Badge, Button, Icon, inputClass, labelClass, Skeleton, TextField } from '../../ui';
import { AccessDeniedScreen } from '../errors';

interface Rule { rule: string; message: string; kind?: string; fix?: string }
interface Answer { accepted: boolean; statusCode: string; description: string; statusMessage?: string; documentKey?: string; errors: Rule[]; text: string }
interface Send {
  id: number; test_set_id: string; zip_key: string | null; state: 'sent' | 'accepted' | 'rejected' | 'refused';
  documents: { number: string; file_name: string; document_key: string }[]; answers: Answer[] | null;
  checked_at: string | null; created_at: string; requested_by: string | null;
}
interface Resolution { id: number; number: string; prefix: string | null; start_range: number; end_range: number; start_date: string; end_date: string; has_key: boolean }
interface Overview { test_set_id: string; environment: '1' | '2'; nit: string; software_id: string; resolutions: Resolution[]; sends: Send[] }

const KEY = ['dian-habilitacion'];
/** A waiting send is asked again this often, this many times. */
const POLL_MS = 4000;
const POLL_TIMES = 15;

export function HabilitacionScreen() {
  const { t } = useLingui();
  const principal = usePrincipal();
  const allowed = screenAllowed(principal, getScreen('dian-habilitacion')!);
  const qc = useQueryClient();
  usePageTitle(t`Habilitación DIAN`);
  const q = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get('dian/habilitacion', { signal }).json<Overview>(), enabled: allowed });
  const data = q.data;
  const [testSetId, setTestSetId] = useState<string | null>(null);
  const [testSetError, setTestSetError] = useState<string | null>(null);
  const [resolutionId, setResolutionId] = useState<string>('');
  const [kind, setKind] = useState<'invoice' | 'credit' | 'debit'>('invoice');
  const typed = testSetId ?? data?.test_set_id ?? '';

  const save = useMutation({
    mutationFn: () => api.put('dian/habilitacion', { json: { test_set_id: typed } }).json<Overview>(),
    onSuccess: (o) => { qc.setQueryData(KEY, o); setTestSetId(null); setTestSetError(null); notify({ kind: 'success', title: t`TestSetId guardado` }); },
    onError: async (e) => { const f = await reportApiError(e); setTestSetError(f.fieldErrors.test_set_id?.[0] ?? f.message ?? null); },
  });
  const refresh = (s: Send) => qc.setQueryData<Overview>(KEY, (o) => o && ({ ...o, sends: [s, ...o.sends.filter((x) => x.id !== s.id)].sort((a, b) => b.id - a.id) }));
  const send = useMutation({
    mutationFn: () => api.post('dian/habilitacion/sends', { json: { kind, ...(resolutionId ? { resolution_id: Number(resolutionId) } : {}) } }).json<Send>(),
    onSuccess: (s) => {
      refresh(s);
      if (s.state === 'refused') notify({ kind: 'error', title: t`La DIAN no recibió el set de pruebas`, message: s.answers?.[0]?.text });
      else notify({ kind: 'success', title: t`Set de pruebas enviado`, message: t`ZipKey ${s.zip_key ?? ''}` });
    },
    onError: async (e) => { const f = await reportApiError(e); if (f.status === 422 && f.message) notify({ kind: 'error', title: t`No se pudo enviar el set de pruebas`, message: f.message }); },
  });
  const check = useMutation({
    mutationFn: (id: number) => api.post(`dian/habilitacion/sends/${id}/status`).json<Send>(),
    onSuccess: refresh,
    onError: async (e) => { const f = await reportApiError(e); if (f.status === 422 && f.message) notify({ kind: 'error', title: t`Consultar estado`, message: f.message }); },
  });

  // The automatic poll: the newest send still waiting for the DIAN is asked every few seconds.
  const waiting = data?.sends.find((s) => s.state === 'sent' && s.zip_key);
  const polls = useRef<Record<number, number>>({});
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      const n = (polls.current[waiting.id] ?? 0) + 1;
      polls.current[waiting.id] = n;
      if (n > POLL_TIMES) { clearInterval(timer); return; }
      if (!check.isPending) check.mutate(waiting.id);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  usePaletteContext(t`Habilitación DIAN`, [
    { id: 'habilitacion.send', label: t`Enviar set de pruebas`, icon: 'send', keywords: 'dian test set habilitacion enviar', run: () => send.mutate() },
    ...(data?.sends[0]?.zip_key ? [{ id: 'habilitacion.status', label: t`Consultar estado`, icon: 'refresh' as const, keywords: 'dian zip estado status', run: () => check.mutate(data.sends[0].id) }] : []),
  ], allowed && !!data, 'end');
  if (!allowed) return <AccessDeniedScreen />;

  return (
    <div className="h-full overflow-y-auto bg-subtle text-13">
      <div className="mx-auto max-w-5xl space-y-4 p-3 sm:p-6">
        <header>
          <h2 className="text-lg font-semibold text-fg">{t`Habilitación DIAN`}</h2>
          <p className="text-xs text-fg-muted">
            {t`Envía documentos de prueba al set de pruebas que la DIAN asignó al software y revisa su respuesta. Cuando la DIAN acepte el set, el software queda habilitado para facturar.`}
          </p>
        </header>
        {q.isPending ? <Skeleton className="h-40 w-full" /> : !data ? (
          <p className="rounded-lg border border-line bg-surface p-6 text-center text-fg-muted">{t`No se pudo cargar la habilitación.`}</p>
        ) : (
          <>
            <section aria-label={t`Set de pruebas`} className="space-y-3 rounded-lg border border-line bg-surface p-4">
              <dl className="grid grid-cols-1 gap-2 text-xs sm:grid-cols-3">
                <div><dt className="text-fg-muted">{t`NIT del emisor`}</dt><dd className="font-medium text-fg">{data.nit || '—'}</dd></div>
                <div><dt className="text-fg-muted">{t`Identificador del software`}</dt><dd className="break-all font-medium text-fg">{data.software_id || '—'}</dd></div>
                <div><dt className="text-fg-muted">{t`Ambiente DIAN`}</dt><dd className="font-medium text-fg">{data.environment === '1' ? t`Producción` : t`Habilitación (pruebas)`}</dd></div>
              </dl>
              <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
                <TextField className="min-w-64 flex-1" label={t`TestSetId de habilitación`} value={typed} error={testSetError}
                  hint={t`El identificador del set de pruebas que da el portal de la DIAN al asociar el software.`}
                  onChange={(e) => { setTestSetId(e.target.value); setTestSetError(null); }} />
                <Button type="submit" busy={save.isPending} disabled={typed.trim() === data.test_set_id}>{t`Guardar`}</Button>
              </form>
              <div className="flex flex-wrap items-end gap-2">
                <label className="min-w-48">
                  <span className={labelClass}>{t`Documento de muestra`}</span>
                  <select className={inputClass(false, 'h-8')} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
                    <option value="invoice">{t`Factura electrónica`}</option>
                    <option value="credit">{t`Nota crédito (anula la última factura aceptada)`}</option>
                    <option value="debit">{t`Nota débito (de la última factura aceptada)`}</option>
                  </select>
                </label>
                <label className="min-w-64 flex-1">
                  <span className={labelClass}>{t`Resolución con la que se numeran las muestras`}</span>
                  <select className={inputClass(false, 'h-8')} value={resolutionId} onChange={(e) => setResolutionId(e.target.value)}>
                    <option value="">{t`La resolución de factura electrónica vigente`}</option>
                    {data.resolutions.map((r) => (
                      <option key={r.id} value={r.id} disabled={!r.has_key}>
                        {`${r.number} · ${r.prefix ?? ''}${r.start_range}–${r.prefix ?? ''}${r.end_range}`}{r.has_key ? '' : ` (${t`sin clave técnica`})`}
                      </option>
                    ))}
                  </select>
                </label>
                <Button variant="primary" icon="send" busy={send.isPending} disabled={!data.test_set_id} onClick={() => send.mutate()}>{t`Enviar set de pruebas`}</Button>
              </div>
              <p className="text-xs text-fg-subtle">
                {t`Cada envío es un documento de muestra de la empresa (emisor, resolución y primer cliente con NIT), firmado con el certificado de la empresa: una factura, o una nota crédito o débito de la última factura que la DIAN aceptó. Los números de las muestras no mueven el consecutivo de la resolución.`}
              </p>
            </section>

            <section aria-label={t`Envíos a la DIAN`} className="space-y-2">
              <h3 className="text-sm font-semibold text-fg">{t`Envíos`}</h3>
              {!data.sends.length ? (
                <p className="rounded-lg border border-line bg-surface p-6 text-center text-fg-muted">{t`Todavía no se ha enviado el set de pruebas.`}</p>
              ) : data.sends.map((s) => (
                <SendCard key={s.id} send={s} checking={check.isPending && check.variables === s.id} onCheck={() => check.mutate(s.id)} />
              ))}
            </section>
          </>
        )}
      </div>
    </div>
  );
}

function SendCard({ send: s, checking, onCheck }: { send: Send; checking: boolean; onCheck: () => void }) {
  const { t } = useLingui();
  const STATE = {
    sent: { tone: 'info', label: t`Esperando respuesta` }, accepted: { tone: 'success', label: t`Aceptado` },
    rejected: { tone: 'danger', label: t`Rechazado` }, refused: { tone: 'danger', label: t`No recibido` },
  } as const;
  const state = STATE[s.state];
  return (
    <article aria-label={t`Envío ${s.id}`} data-testid="habilitacion-send" data-state={s.state} className="space-y-2 rounded-lg border border-line bg-surface p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={state.tone}>{state.label}</Badge>
        <span className="font-medium text-fg">{s.documents.map((d) => d.number).join(', ')}</span>
        <span className="text-xs text-fg-muted">{formatDatetime(s.created_at)}{s.requested_by ? ` · ${s.requested_by}` : ''}</span>
        <span className="flex-1" />
        {s.zip_key && (
          <Button size="sm" variant="ghost" icon="refresh" busy={checking} onClick={onCheck}>{t`Consultar estado`}</Button>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-2">
        <div className="min-w-0"><dt className="inline text-fg-muted">{t`ZipKey`}: </dt><dd className="inline break-all font-mono">{s.zip_key ?? '—'}</dd></div>
        <div className="min-w-0"><dt className="inline text-fg-muted">{t`TestSetId`}: </dt><dd className="inline break-all font-mono">{s.test_set_id}</dd></div>
        {s.checked_at && <div><dt className="inline text-fg-muted">{t`Consultado`}: </dt><dd className="inline">{formatDatetime(s.checked_at)}</dd></div>}
      </dl>
      {s.answers?.map((a, i) => (
        <div key={i} className="rounded-md border border-line bg-subtle p-2" data-testid="habilitacion-answer">
          <p className={a.accepted ? 'font-medium text-success' : 'font-medium text-danger'}>
            {s.documents[i]?.number ? `${s.documents[i].number}: ` : ''}{a.accepted ? a.statusMessage || a.description : a.description}
            {a.statusCode ? <span className="ml-1 text-xs font-normal text-fg-muted">({t`código ${a.statusCode}`})</span> : null}
          </p>
          {a.errors.length > 0 && (
            <ul className="mt-1 space-y-1">
              {a.errors.map((e, j) => (
                <li key={j} className="text-xs">
                  <span className="font-mono font-semibold text-fg">{e.rule}</span>
                  {e.kind === 'notificacion' ? <span className="ml-1 text-warning">{t`(notificación)`}</span> : null}
                  <span className="text-fg"> — {e.message}</span>
                  {e.fix && <span className="block text-fg-muted"><Icon name="info" className="mr-1 inline size-3" />{t`Corrección`}: {e.fix}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {s.state === 'rejected' && (
        <p className="text-xs text-fg-muted">
          {t`Corrige lo indicado y envía otra muestra.`}{' '}
          <Link to="/$resource" params={{ resource: 'proxy_resolutions' }} className="text-accent-text hover:underline">{t`Ver resoluciones`}</Link>
        </p>
      )}
    </article>
  );
}
