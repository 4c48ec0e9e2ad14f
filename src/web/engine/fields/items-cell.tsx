// An `items` field outside the form: a compact read-only table in the viewer (full), a line count in lists.
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../core/money';
import { useLabel } from '../../lib/labels';
import { formatDecimal } from './format';
import type { CellProps } from './types';

export function ItemsCell({ field, name, row, full }: CellProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const lines = Array.isArray(row[name]) ? (row[name] as Record<string, unknown>[]) : null;
  if (!lines?.length) return <span className="text-fg-subtle">—</span>;
  if (!full) return <span className="tabular-nums">{t`${lines.length} líneas`}</span>;
  const sub = field.items!.fields;
  // The line's own columns, by the names the resources use (pedidos/invoices 'nombre', purchase
  // orders 'name'; payment lines 'valor', receipts 'amount'): only those the lines declare.
  const pick = (...names: string[]) => names.find((n) => sub[n]);
  const desc = pick('nombre', 'name', 'descripcion', 'description', 'referencia');
  const qty = pick('cantidad', 'quantity');
  const price = pick('precio', 'valor_unitario', 'price');
  const total = pick('total', 'valor', 'amount');
  return (
    <table className="w-full text-13">
      <thead className="text-xs text-fg-muted">
        <tr>
          {desc ? <th className="py-1 text-left font-medium">{tr(sub[desc]!.label)}</th> : null}
          {qty ? <th className="py-1 text-right font-medium">{tr(sub[qty]!.label)}</th> : null}
          {price ? <th className="py-1 text-right font-medium">{tr(sub[price]!.label)}</th> : null}
          {total ? <th className="py-1 text-right font-medium">{total === 'total' ? t`Total` : tr(sub[total]!.label)}</th> : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i} className="border-t border-line">
            {desc ? <td className="py-1 pr-2">{String(l[desc] ?? '')}</td> : null}
            {qty ? <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{formatDecimal(l[qty])}</td> : null}
            {price ? <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{formatMoney(l[price])}</td> : null}
            {total ? <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{formatMoney(l[total])}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
