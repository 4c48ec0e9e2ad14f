// Structured inputs (spec 03 §3.2): address (street type + street + '#' number + extra, one string),
// extra (key/value pairs with min/max count) and table (columns, spreadsheet paste). Each edits the
// form value of its kind (kind-meta.ts / structured-values.ts); the server checks the same rules.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ClipboardEvent, type Ref } from 'react';
import { addressComplete, joinAddress, parseAddress, STREET_TYPES, type AddressParts } from '../../../core/resource/address';
import { useLabel } from '../../lib/labels';
import { Icon, cx, inputClass } from '../../ui';
import { blankTableRow, isSpreadsheetPaste, parseTablePaste, type ExtraPair, type TableRow } from './structured-values';
import type { InputProps } from './types';

const cellInput = (invalid?: boolean, extra?: string) => inputClass(invalid, cx('h-8', extra));
const iconButton = 'flex size-8 shrink-0 items-center justify-center rounded-md text-fg-subtle hover:bg-muted hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 disabled:opacity-50';
const addButton = 'inline-flex h-8 items-center gap-1.5 self-start rounded-md border border-dashed border-line px-2.5 text-13 text-fg-muted hover:border-line-strong hover:bg-subtle hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40';

/** Address: the three required parts and the extra, joined into the one stored string as the user types. */
export function AddressInput(p: InputProps) {
  const { t } = useLingui();
  const value = typeof p.value === 'string' ? p.value : '';
  const [parts, setParts] = useState<AddressParts>(() => parseAddress(value));
  // A value set from outside (reset, a record loaded) replaces the parts; our own edits do not.
  useEffect(() => { if (joinAddress(parts) !== value) setParts(parseAddress(value)); }, [value]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (patch: Partial<AddressParts>) => {
    const next = { ...parts, ...patch };
    setParts(next);
    p.onChange(joinAddress(next));
  };
  const missing = (k: keyof AddressParts) => !!p.invalid && !addressComplete(parts) && !parts[k].trim();
  const known = STREET_TYPES.includes(parts.type as (typeof STREET_TYPES)[number]);
  return (
    <div id={p.id} role="group" aria-label={p.label} aria-describedby={p.describedBy}
      className="grid grid-cols-[minmax(7.5rem,auto)_1fr] gap-1.5 sm:grid-cols-[8.5rem_minmax(4rem,1fr)_auto_minmax(4.5rem,1fr)_minmax(6rem,1.4fr)]">
      <select ref={p.inputRef as Ref<HTMLSelectElement>} aria-label={t`Tipo de vía`} disabled={p.disabled} value={known ? parts.type : ''}
        aria-invalid={missing('type') || undefined} onBlur={p.onBlur} onChange={(e) => set({ type: e.target.value })}
        className={cellInput(missing('type'), cx('pr-8', !known && 'text-fg-subtle'))}>
        <option value="">{t`Tipo de vía`}</option>
        {STREET_TYPES.map((s) => <option key={s} value={s}>{s}</option>)}
      </select>
      <input aria-label={t`Vía`} placeholder={t`Vía (45, 7 Bis)`} disabled={p.disabled} value={parts.street} autoComplete="off"
        aria-invalid={missing('street') || undefined} onBlur={p.onBlur} onChange={(e) => set({ street: e.target.value.replace('#', '') })}
        className={cellInput(missing('street'))} />
      <span aria-hidden="true" className="hidden items-center px-0.5 text-13 font-medium text-fg-subtle sm:flex">#</span>
      <div className="relative col-span-2 sm:col-span-1">
        <span aria-hidden="true" className="pointer-events-none absolute left-2.5 top-1.5 text-13 text-fg-subtle sm:hidden">#</span>
        <input aria-label={t`Número`} placeholder={t`Número (12-34)`} disabled={p.disabled} value={parts.number} autoComplete="off"
          aria-invalid={missing('number') || undefined} onBlur={p.onBlur} onChange={(e) => set({ number: e.target.value.replace(/[#\s]/g, '') })}
          className={cellInput(missing('number'), 'pl-6 sm:pl-2.5')} />
      </div>
      <input aria-label={t`Complemento`} placeholder={t`Complemento (Apto 301)`} disabled={p.disabled} value={parts.extra} autoComplete="off"
        onBlur={p.onBlur} onChange={(e) => set({ extra: e.target.value })} className={cx(cellInput(false), 'col-span-2 sm:col-span-1')} />
    </div>
  );
}

/**
 * Extra: key/value pairs. Add while below the maximum; a remove button shows only while the count is
 * above the minimum and below the maximum (spec 03 §3.2, both optional).
 */
export function ExtraInput(p: InputProps) {
  const { t } = useLingui();
  const pairs = Array.isArray(p.value) ? (p.value as ExtraPair[]) : [];
  const { min, max } = p.field;
  const list = useRef<HTMLDivElement>(null);
  const set = (next: ExtraPair[]) => p.onChange(next);
  const focusKey = (i: number) => setTimeout(() => list.current?.querySelectorAll<HTMLInputElement>('[data-key]')[i]?.focus(), 0);
  const add = () => { set([...pairs, { key: '', value: '' }]); focusKey(pairs.length); };
  const canAdd = max === undefined || pairs.length < max;
  const canRemove = (min === undefined || pairs.length > min) && (max === undefined || pairs.length < max);
  return (
    <div id={p.id} ref={list} role="group" aria-label={p.label} aria-describedby={p.describedBy} className="flex flex-col gap-1.5">
      {pairs.length === 0 && <p className="text-xs text-fg-subtle">{t`Sin datos adicionales.`}</p>}
      {pairs.map((pair, i) => (
        <div key={i} className="flex items-center gap-1.5">
          <input data-key ref={i === 0 ? (p.inputRef as Ref<HTMLInputElement>) : undefined} aria-label={t`Clave ${i + 1}`} placeholder={t`Clave`}
            value={pair.key} disabled={p.disabled} autoComplete="off" onBlur={p.onBlur}
            aria-invalid={(p.invalid && !pair.key.trim() && !!pair.value.trim()) || undefined}
            onChange={(e) => set(pairs.map((x, j) => (j === i ? { ...x, key: e.target.value } : x)))}
            className={cellInput(p.invalid && !pair.key.trim() && !!pair.value.trim(), 'shrink-0 basis-2/5 font-medium')} />
          <input aria-label={t`Valor ${i + 1}`} placeholder={t`Valor`} value={pair.value} disabled={p.disabled} autoComplete="off" onBlur={p.onBlur}
            onChange={(e) => set(pairs.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
            onKeyDown={(e) => { if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && i === pairs.length - 1 && canAdd) { e.preventDefault(); add(); } }}
            className={cellInput(false, 'min-w-0 flex-1')} />
          {canRemove ? (
            <button type="button" className={iconButton} disabled={p.disabled} aria-label={t`Quitar ${pair.key || String(i + 1)}`}
              onClick={() => { set(pairs.filter((_, j) => j !== i)); focusKey(Math.max(0, i - 1)); }}>
              <Icon name="trash" className="size-3.5" />
            </button>
          ) : <span className="size-8 shrink-0" />}
        </div>
      ))}
      {canAdd && (
        <button type="button" className={addButton} disabled={p.disabled} onClick={add}>
          <Icon name="plus" className="size-3.5" />{t`Agregar dato`}
        </button>
      )}
    </div>
  );
}

/** Message of a react-hook-form error node at a table cell (server errors come as table.1.desde). */
const cellError = (error: unknown, i: number, key: string) => {
  const row = error && typeof error === 'object' ? (error as Record<number, Record<string, { message?: string }> | undefined>)[i] : undefined;
  return row?.[key]?.message;
};

/**
 * Table: one input per cell under the column labels; add and remove rows. Pasting cells copied from
 * a spreadsheet (tab-separated) into any cell fills rows from that row on, matched to the columns in
 * order; fully empty rows are dropped and when nothing remains the table says so ('crud.emptyTable').
 */
export function TableInput(p: InputProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const columns = p.field.columns ?? [];
  const rows = Array.isArray(p.value) ? (p.value as TableRow[]) : [];
  const [notice, setNotice] = useState<string | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const set = (next: TableRow[]) => { setNotice(null); p.onChange(next); };
  const focusCell = (i: number, c = 0) => setTimeout(() => wrap.current?.querySelector<HTMLInputElement>(`[data-cell="${i}:${c}"]`)?.focus(), 0);
  const add = () => { set([...rows, blankTableRow(columns)]); focusCell(rows.length); };
  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain');
    if (!isSpreadsheetPaste(text)) return;
    e.preventDefault();
    const pasted = parseTablePaste(columns, text);
    const kept = rows.slice(0, i).filter((r) => Object.values(r).some((v) => v.trim()));
    const next = [...kept, ...pasted];
    p.onChange(next);
    // crud.emptyTable (spec 03 §3.2, §8): the import left no rows.
    setNotice(next.length ? t`${pasted.length} filas pegadas.` : t`La tabla está vacía: no había filas con datos para importar.`);
  };
  return (
    <div id={p.id} ref={wrap} role="group" aria-label={p.label} aria-describedby={p.describedBy} className="flex flex-col gap-1.5">
      <div className={cx('overflow-x-auto rounded-md border', p.invalid ? 'border-danger' : 'border-line')}>
        {/* 7rem a column: it fits the dialog, and scrolls sideways only when the columns cannot (max-content would size every cell like a 20-character input). */}
        <table className="w-full table-fixed border-collapse text-13" style={{ minWidth: `${columns.length * 7 + 4.5}rem` }}>
          <thead className="bg-subtle text-left text-xs font-medium text-fg-muted">
            <tr>
              <th scope="col" className="w-8 px-2 py-1.5 text-right font-normal tabular-nums text-fg-subtle">#</th>
              {columns.map((c) => <th key={c.key} scope="col" className="px-1.5 py-1.5 font-medium">{tr(c.label)}</th>)}
              <th scope="col" className="w-10"><span className="sr-only">{t`Acciones`}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr><td colSpan={columns.length + 2} className="px-3 py-3 text-center text-xs text-fg-subtle">
                {t`La tabla está vacía. Agrega una fila o pega celdas de una hoja de cálculo.`}
              </td></tr>
            )}
            {rows.map((row, i) => (
              <tr key={i} className="border-t border-line">
                <td className="px-2 text-right text-xs tabular-nums text-fg-subtle">{i + 1}</td>
                {columns.map((c, ci) => {
                  const err = cellError(p.error, i, c.key);
                  return (
                    <td key={c.key} className="p-1">
                      <input data-cell={`${i}:${ci}`} id={`f-${p.name}.${i}.${c.key}`} ref={i === 0 && ci === 0 ? (p.inputRef as Ref<HTMLInputElement>) : undefined}
                        aria-label={`${tr(c.label)} ${i + 1}`} aria-invalid={!!err || undefined} title={err} value={row[c.key] ?? ''} disabled={p.disabled}
                        inputMode={c.kind === 'number' || c.kind === 'time' ? 'decimal' : undefined} autoComplete="off"
                        placeholder={c.kind === 'time' ? 'hh:mm' : c.kind === 'date' ? 'AAAA-MM-DD' : undefined}
                        onBlur={p.onBlur} onPaste={onPaste(i)}
                        onChange={(e) => set(rows.map((r, j) => (j === i ? { ...r, [c.key]: e.target.value } : r)))}
                        className={cx(cellInput(!!err, 'h-7 border-transparent bg-transparent shadow-none hover:border-line'), (c.kind === 'number') && 'text-right tabular-nums')} />
                      {err && <span className="block px-1 text-[11px] leading-4 text-danger">{err}</span>}
                    </td>
                  );
                })}
                <td className="p-0.5">
                  <button type="button" className={iconButton} disabled={p.disabled} aria-label={t`Quitar fila ${i + 1}`}
                    onClick={() => { set(rows.filter((_, j) => j !== i)); focusCell(Math.max(0, i - 1)); }}>
                    <Icon name="trash" className="size-3.5" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={addButton} disabled={p.disabled} onClick={add}>
          <Icon name="plus" className="size-3.5" />{t`Agregar fila`}
        </button>
        <span role="status" className="text-xs text-fg-subtle">{notice ?? t`Puedes pegar celdas copiadas de una hoja de cálculo.`}</span>
      </div>
    </div>
  );
}
