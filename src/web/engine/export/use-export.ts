// An export job of the list screen: the 2 s notice (spec 01 §9), then a worker that reads every page
// and writes the file while the page stays responsive; progress, cancel, and the download at the end.
import { saveFile } from '../../lib/save-file';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { proxy } from 'valtio';
import type { Resource } from '../../../core/resource/types';
import { apiBase, apiPrefix } from '../../lib/api';
import { statusTitle } from '../../lib/http-errors';
import { useLabel } from '../../lib/labels';
import { notify } from '../../lib/notices';
import { currentToken } from '../../lib/session-store';
import { customFieldsQuery } from '../data/custom-fields';
import type { Column } from '../list/use-columns';
import type { ExportMessage, ExportRequest } from './export.worker';
import { exportFileName, type ExportFormat } from './export-table';

/** Spec 01 §9 / spec 03 §9: the export starts 2 s after it is asked for. */
export const EXPORT_DELAY_MS = 2000;

export type ExportJob =
  | { phase: 'waiting'; format: ExportFormat }
  | { phase: 'loading'; format: ExportFormat; loaded: number; total: number | null }
  | { phase: 'writing'; format: ExportFormat; loaded: number };

/**
 * The running job's progress lives outside React state: only the progress strip subscribes to it, so
 * a progress message re-renders the strip, not the whole list screen (which kept the main thread
 * busy for over 50 ms per message on a loaded machine).
 */
export const exportProgress = proxy<{ job: ExportJob | null }>({ job: null });

const download = saveFile;

export function useExport(resource: Resource, columns: Column[], entries: [string, string][]) {
  const { t, i18n } = useLingui();
  const tr = useLabel();
  const [running, setRunning] = useState(false);
  const queryClient = useQueryClient();
  const setJob = useCallback((next: ExportJob | null | ((j: ExportJob | null) => ExportJob | null)) => {
    exportProgress.job = typeof next === 'function' ? next(exportProgress.job as ExportJob | null) : next;
  }, []);
  const worker = useRef<Worker | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    worker.current?.terminate();
    worker.current = null;
    setJob(null);
    setRunning(false);
  }, [setJob]);
  // Leaving the screen cancels a running export.
  useEffect(() => stop, [stop]);

  const run = useCallback((format: ExportFormat) => {
    const w = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    const title = tr(resource.label.many);
    const req: ExportRequest = {
      format, resource: resource.name, entries, title,
      url: new URL(`${apiPrefix(apiBase())}${resource.name}`, window.location.href).toString(),
      token: currentToken(),
      columns: columns.map((c) => ({ key: c.key, header: tr(c.field.label ?? c.key) })),
      fileName: exportFileName(resource, format),
      ...(resource.customFields ? { customFields: queryClient.getQueryData(customFieldsQuery().queryKey) } : {}),
    };
    w.onmessage = (e: MessageEvent<ExportMessage>) => {
      const m = e.data;
      if (m.type === 'progress') setJob({ phase: 'loading', format, loaded: m.loaded, total: m.total });
      else if (m.type === 'writing') setJob((j) => ({ phase: 'writing', format, loaded: j && j.phase !== 'waiting' ? j.loaded : 0 }));
      else if (m.type === 'done') {
        stop();
        download(m.bytes, m.mime, m.fileName);
        notify({ kind: 'success', title: t`Exportación lista`, message: t`${m.rows} registros en ${m.fileName}` });
      } else {
        stop();
        notify({ kind: 'error', title: i18n._(statusTitle(m.status || 500)), message: m.message });
      }
    };
    w.onerror = (e) => {
      stop();
      notify({ kind: 'error', title: t`No se pudo exportar`, message: e.message });
    };
    w.postMessage(req);
    setJob({ phase: 'loading', format, loaded: 0, total: null });
  }, [resource, columns, entries, tr, t, i18n, stop, setJob, queryClient]);

  const start = useCallback((format: ExportFormat = 'xlsx') => {
    if (running) return;
    notify({ kind: 'info', title: t`La exportación comenzará en 2 segundos`, duration: EXPORT_DELAY_MS });
    setRunning(true);
    setJob({ phase: 'waiting', format });
    timer.current = setTimeout(() => { timer.current = null; run(format); }, EXPORT_DELAY_MS);
  }, [running, run, t, setJob]);

  const cancel = useCallback(() => {
    if (!running) return;
    stop();
    notify({ kind: 'info', title: t`Exportación cancelada` });
  }, [running, stop, t]);

  return { running, start, cancel };
}
