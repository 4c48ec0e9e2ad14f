// The editable lines table of an `items` field (an order's lines): add, remove and reorder rows with
// buttons or the keyboard, a product picker that fills the line, live line and document totals
// (src/core/money, as the server stores them) and each row's errors on its own cell.
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useWatch } from 'react-hook-form';
import { formatMoney, priceSetOf } from '../../../core/money';
import type { Field, ItemsSpec } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { Icon, Kbd, cx, inputClass } from '../../ui';
import { ruleNames } from '../data/payload';
import { resourceRecordQuery } from '../data/queries';
import { formatNumberInput, parseLocaleDecimal } from './format';
import { LivePaymentsSummary } from './payments-cell';
import { FormScopeContext, type FormScope } from './form-scope';
import { emptyItemRow, fillFromProduct, isBlankRow, liveItemAmounts, repriceForQuantity, type ItemFormRow } from './items-values';
import { RelationInput } from './relation-inputs';
import type { InputProps } from './types';

type RowErrors = Record<string, { message?: string } | undefined> & { message?: string };

/** Message of a react-hook-form error node (server errors may join several). */
const messageOf = (e: unknown) => (e && typeof e === 'object' && 'message' in e ? String((e as { message?: unknown }).message ?? '') : '');

/** Editable columns, in declaration order: every writable sub-field except the taxes list. */
const editableColumns = (spec: ItemsSpec): [string, Field][] =>
  Object.entries(spec.fields).filter(([k, f]) => !f.readonly && f.kind !== 'computed' && k !== spec.taxes);

const cellId = (name: string, i: number, key: string) => `f-${name}.${i}.${key}`;

/**
 * Lines of a record with a client (an order): products are priced at the client's price set
 * (clientes.setPrecio), so the lines table follows the form's cliente_id.
 */
export function ItemsInput(p: InputProps) {
  const scope = useContext(FormScopeContext);
  return scope && scope.resource.fields.cliente_id?.relation?.resource === 'clientes'
    ? <ClientItemsInput {...p} scope={scope} /> : <ItemsTable {...p} clienteId={null} />;
}

function ClientItemsInput({ scope, ...p }: InputProps & { scope: FormScope }) {
  const clienteId = useWatch({ control: scope.control, name: 'cliente_id' });
  return <ItemsTable {...p} clienteId={typeof clienteId === 'number' ? clienteId : Number(clienteId) || null} />;
}

function ItemsTable({ clienteId, ...p }: InputProps & { clienteId: number | null }) {
  const { t } = useLingui();
  const tr = useLabel();
  const spec = p.field.items!;
  // Priced lines (an order's products) show line totals and the document totals; other child rows
  // (an order's payments) are plain editable rows.
  const priced = !!spec.totals;
  // The name a row's relation shows before its options load: the line's description, or the name the
  // server stored with it (a payment's `metodo`).
  const titleKey = 'nombre' in spec.fields ? 'nombre' : 'name' in spec.fields ? 'name'
    : Object.entries(spec.fields).find(([, f]) => f.readonly && f.kind === 'text')?.[0];
  const rows = useMemo(() => (Array.isArray(p.value) ? (p.value as ItemFormRow[]) : []), [p.value]);
  const latest = useRef(rows);
  latest.current = rows;
  const amounts = useMemo(() => liveItemAmounts(spec, rows), [spec, rows]);
  const columns = editableColumns(spec);
  const errors = (Array.isArray(p.error) || (p.error && typeof p.error === 'object') ? p.error : {}) as Record<number, RowErrors | undefined>;
  const queryClient = useQueryClient();
  const tableRef = useRef<HTMLDivElement>(null);

  const focusCell = (i: number, key: string) => setTimeout(() => {
    const el = document.getElementById(cellId(p.name, i, key)) ?? tableRef.current?.querySelector<HTMLElement>(`[data-add]`);
    el?.focus();
  }, 0);
  const set = (next: ItemFormRow[]) => p.onChange(next);
  const update = (i: number, patch: ItemFormRow) => set(latest.current.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const add = (at = rows.length) => {
    set([...rows.slice(0, at), emptyItemRow(spec), ...rows.slice(at)]);
    focusCell(at, columns[0][0]);
  };
  const remove = (i: number, key?: string) => {
    set(rows.filter((_, j) => j !== i));
    if (rows.length > 1) focusCell(Math.max(0, i - 1), key ?? columns[0][0]);
    else setTimeout(() => tableRef.current?.querySelector<HTMLElement>('[data-add]')?.focus(), 0);
  };
  const move = (i: number, d: -1 | 1, key: string) => {
    const j = i + d;
    if (j < 0 || j >= rows.length) return;
    const next = [...rows];
    [next[i], next[j]] = [next[j], next[i]];
    set(next);
    focusCell(j, key);
  };

  /** The client's price set (setPrecio 1..20), 1 without a client or when it cannot be read. */
  const priceSet = async (): Promise<number> => {
    if (!clienteId) return 1;
    try {
      return priceSetOf((await queryClient.fetchQuery(resourceRecordQuery('clientes', clienteId))).setPrecio);
    } catch {
      return 1;
    }
  };
  /** A picked product fills the line from `GET productos/{id}?include=taxes` (price and taxes). */
  const pickProduct = async (i: number, key: string, target: string, id: number | null) => {
    update(i, { [key]: id });
    if (!id || !priced) return;
    try {
      const [product, set] = await Promise.all([queryClient.fetchQuery(resourceRecordQuery(target, id, 'taxes')), priceSet()]);
      update(i, fillFromProduct(spec, { ...latest.current[i], [key]: id }, product, set));
    } catch {
      // A lookup-only user cannot read the product in full: the line keeps what was typed.
    }
  };
  /** A new quantity re-prices a line whose price is still its product's (combo ranges). */
  const productKey = columns.find(([, f]) => f.relation?.resource === 'productos')?.[0];
  const editCell = (i: number, key: string, value: unknown) => {
    const row = latest.current[i];
    const productId = productKey ? row?.[productKey] : null;
    if (priced && (key === 'cantidad' || key === 'quantity') && typeof productId === 'number') {
      const product = queryClient.getQueryData(resourceRecordQuery('productos', productId, 'taxes').queryKey);
      const client = clienteId ? queryClient.getQueryData(resourceRecordQuery('clientes', clienteId).queryKey) : undefined;
      const precio = product ? repriceForQuantity(spec, row, product as Record<string, unknown>, client?.setPrecio, value) : null;
      if (precio !== null) return update(i, { [key]: value, precio });
    }
    update(i, { [key]: value });
  };

  // Row shortcuts, caught before the cell's own handlers (a combobox also listens to arrows).
  const onRowKey = (i: number) => (e: KeyboardEvent<HTMLTableRowElement>) => {
    const key = (e.target as HTMLElement).closest<HTMLElement>('[data-col]')?.dataset.col ?? columns[0][0];
    const handled = () => { e.preventDefault(); e.stopPropagation(); };
    if (e.altKey && e.key === 'ArrowUp') { handled(); move(i, -1, key); }
    else if (e.altKey && e.key === 'ArrowDown') { handled(); move(i, 1, key); }
    else if (e.altKey && e.key === 'Enter') { handled(); add(i + 1); }
    else if ((e.altKey && (e.key === 'Delete' || e.key === 'Backspace')) || (e.key === 'Delete' && isBlankRow(spec, rows[i]))) { handled(); remove(i, key); }
  };

  const taxNames = (row: ItemFormRow) => (spec.taxes && Array.isArray(row[spec.taxes])
    ? (row[spec.taxes] as { tax_name?: string | null }[]).map((x) => x.tax_name).filter(Boolean).join(', ') : '');
  const iconBtn = 'flex size-7 items-center justify-center rounded text-fg-subtle hover:bg-muted hover:text-fg disabled:opacity-30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent';

  return (
    <div ref={tableRef} className="flex flex-col gap-1.5">
      <div className={cx('overflow-x-auto rounded-md border', p.invalid && !rows.length ? 'border-danger' : 'border-line')}>
        <table className={cx('w-full table-fixed border-collapse text-13', priced ? 'min-w-[940px]' : 'min-w-[640px]')}>
          <thead className="bg-subtle text-xs text-fg-muted">
            <tr>
              <th className="w-8 px-2 py-1.5 text-right font-medium">#</th>
              {columns.map(([k, f]) => (
                <th key={k} className={cx('px-1.5 py-1.5 font-medium', isNumeric(f) ? 'text-right' : 'text-left', widthOf(k, f))}>
                  {tr(f.label)}{ruleNames(f.rules).includes('required') && <span className="ml-0.5 text-danger" aria-hidden="true">*</span>}
                </th>
              ))}
              {priced && <th className="w-32 px-2 py-1.5 text-right font-medium">{t`Total`}</th>}
              <th className="w-24 px-1 py-1.5"><span className="sr-only">{t`Acciones`}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const rowErrors = errors[i];
              const rowMessage = messageOf(rowErrors);
              return (
                <tr key={i} onKeyDownCapture={onRowKey(i)} className="border-t border-line align-top" aria-label={t`Línea ${i + 1}`}>
                  <td className="px-2 pt-2.5 text-right text-xs tabular-nums text-fg-subtle">{i + 1}</td>
                  {columns.map(([k, f]) => {
                    const err = messageOf(rowErrors?.[k]);
                    const id = cellId(p.name, i, k);
                    const common = { id, invalid: !!err, describedBy: err ? `${id}-msg` : undefined, label: `${tr(f.label)} ${i + 1}` };
                    return (
                      <td key={k} data-col={k} className="px-1.5 py-1.5">
                        <label htmlFor={id} className="sr-only">{common.label}</label>
                        {f.kind === 'relation' ? (
                          <RelationInput {...common} dense field={f} name={k} value={row[k]} disabled={p.disabled} onBlur={p.onBlur}
                            record={{ [k]: row[k], [f.relation!.include]: row[k] ? { id: row[k], name: titleKey ? row[titleKey] : undefined } : null }}
                            onChange={(v) => void pickProduct(i, k, f.relation!.resource, v === null ? null : Number(v))} />
                        ) : isNumeric(f) ? (
                          <DecimalCell {...common} field={f} value={row[k]} disabled={p.disabled} onBlur={p.onBlur}
                            onChange={(v) => editCell(i, k, v)} />
                        ) : (
                          <input {...cellProps(common)} type="text" autoComplete="off" disabled={p.disabled} onBlur={p.onBlur}
                            className={inputClass(!!err, 'h-8')}
                            value={row[k] === null || row[k] === undefined ? '' : String(row[k])}
                            onChange={(e) => update(i, { [k]: e.target.value })} />
                        )}
                        {err && <p id={`${id}-msg`} role="alert" className="mt-0.5 text-xs text-danger">{err}</p>}
                      </td>
                    );
                  })}
                  {priced && (
                    <td className="break-all px-2 pt-2 text-right tabular-nums">
                      <div className="font-medium" data-line-total>{formatMoney(amounts.lines[i]?.total)}</div>
                      {taxNames(row) && <div className="text-xs text-fg-subtle" title={t`Impuestos: ${formatMoney(amounts.lines[i]?.impuestos)}`}>{taxNames(row)}</div>}
                      {rowMessage && <p role="alert" className="mt-0.5 text-left text-xs text-danger">{rowMessage}</p>}
                    </td>
                  )}
                  <td className="px-1 py-1.5">
                    <div className="flex justify-end">
                      <button type="button" className={iconBtn} disabled={p.disabled || i === 0} onClick={() => move(i, -1, columns[0][0])} aria-label={t`Subir línea ${i + 1}`} title="Alt+↑">
                        <Icon name="arrow-up" className="size-3.5" />
                      </button>
                      <button type="button" className={iconBtn} disabled={p.disabled || i === rows.length - 1} onClick={() => move(i, 1, columns[0][0])} aria-label={t`Bajar línea ${i + 1}`} title="Alt+↓">
                        <Icon name="arrow-down" className="size-3.5" />
                      </button>
                      <button type="button" className={cx(iconBtn, 'hover:text-danger')} disabled={p.disabled} onClick={() => remove(i)} aria-label={t`Quitar línea ${i + 1}`} title="Alt+Supr">
                        <Icon name="trash" className="size-3.5" />
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-t border-line bg-subtle">
            <tr>
              <td colSpan={columns.length + (priced ? 1 : 2)} className="px-2 py-1.5">
                <button type="button" data-add id={p.id} ref={p.inputRef as Ref<HTMLButtonElement>} disabled={p.disabled} onClick={() => add()}
                  aria-describedby={p.describedBy}
                  className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-13 font-medium text-accent-text hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent">
                  <Icon name="plus" className="size-3.5" />{t`Agregar línea`}
                </button>
              </td>
              {priced && (
                <td colSpan={2} className="px-2 py-1.5 text-right text-xs text-fg-muted">
                  <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 tabular-nums">
                    {/* Lines without taxes (a purchase order's): the subtotal is the total, no tax line. */}
                    {spec.taxes && <>
                      <dt>{t`Subtotal`}</dt><dd>{formatMoney(amounts.totals.subtotal)}</dd>
                      <dt>{t`Impuestos`}</dt><dd>{formatMoney(amounts.totals.impuestos)}</dd>
                    </>}
                    <dt className="font-medium text-fg">{t`Total`}</dt><dd className="text-sm font-semibold text-fg" data-document-total>{formatMoney(amounts.totals.total)}</dd>
                  </dl>
                </td>
              )}
            </tr>
          </tfoot>
        </table>
      </div>
      {p.field.cell === 'payments' && <LivePaymentsSummary name={p.name} />}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-subtle">
        <span className="inline-flex items-center gap-1"><Kbd size="sm">Alt</Kbd><Kbd size="sm">↑</Kbd><Kbd size="sm">↓</Kbd>{t`mover`}</span>
        <span className="inline-flex items-center gap-1"><Kbd size="sm">Alt</Kbd><Kbd size="sm">↵</Kbd>{t`nueva línea`}</span>
        <span className="inline-flex items-center gap-1"><Kbd size="sm">Supr</Kbd>{t`quita una línea vacía`}</span>
      </p>
    </div>
  );
}

const isNumeric = (f: Field) => f.kind === 'number' || f.kind === 'currency' || f.kind === 'integer';

/**
 * Column widths: the product and the description take the room (the description, without a width,
 * whatever is left); numbers stay narrow. A product name must read whole at desktop widths.
 */
function widthOf(key: string, f: Field): string {
  if (f.kind === 'relation') return 'w-64';
  if (key === 'descuento') return 'w-20';
  if (f.kind === 'currency') return 'w-32';
  if (isNumeric(f)) return 'w-24';
  return 'min-w-40';
}

const cellProps = (c: { id: string; invalid: boolean; describedBy?: string }) => ({
  id: c.id, 'aria-invalid': c.invalid || undefined, 'aria-describedby': c.describedBy,
});

/**
 * A number in a line, as the form's number inputs behave: shown as the list shows it ('$ 689.000',
 * '2,5'), the typed text while typing (Colombian notation read), the canonical decimal as the value.
 */
function DecimalCell(p: { id: string; field: Field; value: unknown; invalid: boolean; describedBy?: string; disabled?: boolean;
  onChange: (v: unknown) => void; onBlur: () => void }) {
  const kind = p.field.kind === 'currency' ? 'currency' : p.field.kind === 'integer' ? 'integer' : 'number';
  const [editing, setEditing] = useState<string | null>(null);
  const shown = editing ?? formatNumberInput(p.value, kind, p.field.scale ?? 2);
  return (
    <input {...cellProps(p)} type="text" inputMode="decimal" autoComplete="off" disabled={p.disabled}
      className={inputClass(p.invalid, 'h-8 text-right tabular-nums')} value={shown}
      onChange={(e) => {
        setEditing(e.target.value);
        const v = parseLocaleDecimal(e.target.value);
        p.onChange(v === undefined ? e.target.value : v);
      }}
      onBlur={() => { setEditing(null); p.onBlur(); }} />
  );
}
