// The `signature` kind's input (spec 03 §3.2): drawn (signature_pad, loaded on first use) or typed —
// the keyboard path — exported as the field's type (PNG by default, JPEG or SVG), 200 px high and at
// least 300 px wide. Empty is null. A stored signature shows as its image until it is signed again.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type Ref } from 'react';
import type SignaturePad from 'signature_pad';
import { asFileValue } from '../../../core/files/rules';
import { Button, cx, inputClass } from '../../ui';
import { Thumbnail } from './file-cell';
import { UploadBar } from './file-input';
import { isNewFile } from './file-values';
import { typedSignature, SIGNATURE_HEIGHT, SIGNATURE_MIN_WIDTH, type SignatureType } from './signature-render';
import type { InputProps } from './types';

type Mode = 'draw' | 'type';

function DrawPad({ type, label, onChange, disabled }: { type: SignatureType; label: string; onChange: (v: Blob | null) => void; disabled?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const { t } = useLingui();
  useEffect(() => {
    let live = true;
    void import('signature_pad').then(({ default: Pad }) => {
      const el = canvas.current;
      if (!live || !el) return;
      // Sharp lines on high-density screens: the bitmap is the CSS size times the pixel ratio.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = Math.max(el.offsetWidth, SIGNATURE_MIN_WIDTH) * ratio;
      el.height = SIGNATURE_HEIGHT * ratio;
      el.getContext('2d')!.scale(ratio, ratio);
      const p = new Pad(el, { backgroundColor: type === 'image/jpeg' ? '#ffffff' : 'rgba(0,0,0,0)', penColor: '#111827' });
      p.addEventListener('endStroke', () => {
        if (p.isEmpty()) return onChange(null);
        if (type === 'image/svg+xml') return onChange(new Blob([p.toSVG()], { type }));
        el.toBlob((b) => onChange(b), type, 0.9);
      });
      pad.current = p;
    });
    return () => { live = false; pad.current?.off(); pad.current = null; };
  }, [type]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="flex flex-col gap-1.5">
      <canvas ref={canvas} aria-label={t`Área para dibujar la firma: ${label}`}
        className={cx('w-full touch-none rounded-md border border-line bg-white', disabled && 'pointer-events-none opacity-50')}
        style={{ height: SIGNATURE_HEIGHT, minWidth: SIGNATURE_MIN_WIDTH }} />
      <div className="flex justify-end">
        <Button type="button" size="sm" variant="ghost" icon="trash" disabled={disabled} onClick={() => { pad.current?.clear(); onChange(null); }}>
          {t`Limpiar`}
        </Button>
      </div>
    </div>
  );
}

function TypePad({ type, id, inputRef, describedBy, onChange, disabled }: {
  type: SignatureType; id: string; inputRef?: Ref<HTMLInputElement>; describedBy?: string; onChange: (v: Blob | null) => void; disabled?: boolean;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const preview = useRef<HTMLCanvasElement>(null);
  const write = async (value: string) => {
    setText(value);
    onChange(value.trim() ? await typedSignature(value, type) : null);
  };
  useEffect(() => {
    const el = preview.current;
    if (!el) return;
    void typedSignature(text || ' ', 'image/png', el);
  }, [text]);
  return (
    <div className="flex flex-col gap-1.5">
      <input id={id} ref={inputRef} type="text" autoComplete="off" disabled={disabled} aria-describedby={describedBy}
        placeholder={t`Escriba su nombre para firmar`} className={inputClass(false, 'h-8')} value={text}
        onChange={(e) => void write(e.target.value)} />
      <canvas ref={preview} aria-hidden="true" className="w-full rounded-md border border-line bg-white" style={{ height: SIGNATURE_HEIGHT, minWidth: SIGNATURE_MIN_WIDTH }} />
    </div>
  );
}

export function SignatureInput(p: InputProps) {
  const { t } = useLingui();
  const stored = asFileValue(p.value);
  const [editing, setEditing] = useState(!stored);
  const [mode, setMode] = useState<Mode>('draw');
  const type: SignatureType = p.field.signatureType ?? 'image/png';
  if (stored && !editing) {
    return (
      <div className="flex flex-wrap items-end gap-3">
        <Thumbnail file={stored} large alt={p.label} />
        <div className="flex gap-1.5">
          <Button type="button" size="sm" icon="pencil" disabled={p.disabled} onClick={() => setEditing(true)}>{t`Firmar de nuevo`}</Button>
          <Button type="button" size="sm" variant="ghost" icon="trash" disabled={p.disabled} onClick={() => { p.onChange(null); setEditing(true); }}>{t`Quitar`}</Button>
        </div>
      </div>
    );
  }
  // The field's label points at the active way of signing (the text input when typing).
  const tab = (m: Mode, text: string) => (
    <button type="button" aria-pressed={mode === m} id={mode === 'draw' && m === 'draw' ? p.id : undefined}
      ref={mode === 'draw' && m === 'draw' ? (p.inputRef as Ref<HTMLButtonElement>) : undefined} onClick={() => { setMode(m); p.onChange(null); }}
      className={cx('rounded-md px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-accent',
        mode === m ? 'bg-surface text-fg shadow-xs' : 'text-fg-muted hover:text-fg')}>
      {text}
    </button>
  );
  return (
    <div className="flex flex-col gap-2 overflow-x-auto">
      <div className="inline-flex w-fit gap-0.5 rounded-lg bg-muted p-0.5" role="group" aria-label={t`Forma de firmar`}>
        {tab('draw', t`Dibujar`)}
        {tab('type', t`Escribir`)}
      </div>
      {mode === 'draw'
        ? <DrawPad type={type} label={p.label} onChange={p.onChange} disabled={p.disabled} />
        : <TypePad type={type} id={p.id} inputRef={p.inputRef as Ref<HTMLInputElement>} describedBy={p.describedBy} onChange={p.onChange} disabled={p.disabled} />}
      <UploadBar show={isNewFile(p.value)} />
    </div>
  );
}
