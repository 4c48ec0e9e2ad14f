// The `file` kind's input (spec 03 §3.2): pick or drop one file; the field's rules (core/files/rules.ts,
// the server's own) refuse it before any upload; the bytes go with the record's save as a multipart part,
// with a progress bar while they upload. Keyboard: the picker is a real file input (Enter/Space).
import { useLingui } from '@lingui/react/macro';
import { useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { acceptAttribute, asFileValue, refusal } from '../../../core/files/rules';
import { useLabel } from '../../lib/labels';
import { Button, buttonClass, cx, Icon, type IconName } from '../../ui';
import { useUploadProgress } from '../data/upload';
import { DownloadButton } from './file-cell';
import { formatBytes } from './file-url';
import { isNewFile } from './file-values';
import type { InputProps } from './types';

/** A button-looking label around a visually hidden file input (focus shows on the label). */
export function PickButton({ id, inputRef, accept, capture, icon, children, disabled, onPick, describedBy }: {
  id?: string; inputRef?: Ref<HTMLInputElement>; accept: string; capture?: 'user' | 'environment'; icon: IconName;
  children: ReactNode; disabled?: boolean; onPick: (file: File) => void; describedBy?: string;
}) {
  return (
    <label className={cx(buttonClass('secondary', 'sm'), 'cursor-pointer focus-within:ring-2 focus-within:ring-accent/40', disabled && 'pointer-events-none opacity-50')}>
      <Icon name={icon} className="size-3.5" />
      {children}
      <input id={id} ref={inputRef} type="file" className="sr-only" accept={accept} capture={capture} disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file picked again is a new pick
          if (file) onPick(file);
        }} />
    </label>
  );
}

/** The save's upload progress, shown under a file field that holds a new file. */
export function UploadBar({ show }: { show: boolean }) {
  const { t } = useLingui();
  const progress = useUploadProgress();
  if (!show || !progress) return null;
  const pct = Math.min(100, Math.round((progress.loaded / Math.max(1, progress.total)) * 100));
  return (
    <div className="flex items-center gap-2" role="progressbar" aria-label={t`Subiendo archivo`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
      <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-accent transition-[width] duration-150" style={{ width: `${pct}%` }} />
      </div>
      <span className="w-9 text-right text-xs tabular-nums text-fg-muted">{pct}%</span>
    </div>
  );
}

/** Checks a picked file by the field's rules; answers the refusal text (also for the caller's notice). */
export function useFileCheck(p: InputProps) {
  const tr = useLabel();
  const [problem, setProblem] = useState<string | null>(null);
  const check = (file: File): string | null => {
    const why = refusal({ ...p.field, label: tr(p.field.label) }, file);
    setProblem(why);
    return why;
  };
  return { problem, check, clear: () => setProblem(null) };
}

export function FileInput(p: InputProps) {
  const { t } = useLingui();
  const { problem, check, clear } = useFileCheck(p);
  const [over, setOver] = useState(false);
  const stored = asFileValue(p.value);
  const fresh = isNewFile(p.value) ? (p.value as File) : null;
  const pick = (file: File) => { if (!check(file)) p.onChange(file); };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files?.[0];
    if (file && !p.disabled) pick(file);
  };
  const accept = acceptAttribute(p.field);
  return (
    <div className="flex flex-col gap-1.5">
      <div onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)} onDrop={drop}
        className={cx('flex min-h-12 flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-dashed px-3 py-2',
          over ? 'border-accent bg-accent/5' : p.invalid || problem ? 'border-danger' : 'border-line bg-subtle')}>
        <Icon name="file" className="size-4 shrink-0 text-fg-subtle" />
        <div className="flex min-w-0 flex-1 items-center gap-2 text-13">
          {fresh ? <><span className="truncate text-fg">{fresh.name}</span><span className="shrink-0 text-xs tabular-nums text-fg-subtle">{formatBytes(fresh.size)}</span></>
            : stored ? <><DownloadButton file={stored} /><span className="shrink-0 text-xs tabular-nums text-fg-subtle">{formatBytes(stored.size)}</span></>
              : <span className="text-fg-subtle">{t`Ningún archivo. Arrástrelo aquí o elija uno.`}</span>}
        </div>
        <div className="flex shrink-0 items-center gap-1.5">
          <PickButton id={p.id} inputRef={p.inputRef as Ref<HTMLInputElement>} accept={accept} icon="upload" disabled={p.disabled}
            describedBy={p.describedBy} onPick={pick}>
            {stored || fresh ? t`Cambiar archivo` : t`Elegir archivo`}
          </PickButton>
          {(stored || fresh) && (
            <Button type="button" size="sm" variant="ghost" icon="trash" disabled={p.disabled} onClick={() => { clear(); p.onChange(null); }}>
              {t`Quitar`}
            </Button>
          )}
        </div>
      </div>
      <UploadBar show={!!fresh} />
      {problem && <p role="alert" className="text-xs text-danger">{problem}</p>}
    </div>
  );
}
