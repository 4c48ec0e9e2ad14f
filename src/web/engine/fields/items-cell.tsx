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
  return (
    <table className="w-full text-13">
      <thead className="text-xs text-fg-muted">
        <tr>
          <th className="py-1 text-left font-medium">{tr(sub.nombre?.label ?? 'Descripción')}</th>
          <th className="py-1 text-right font-medium">{tr(sub.cantidad?.label ?? 'Cantidad')}</th>
          <th className="py-1 text-right font-medium">{tr(sub.precio?.label ?? 'Precio')}</th>
          <th className="py-1 text-right font-medium">{t`Total`}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i} className="border-t border-line">
            <td className="py-1 pr-2">{String(l.nombre ?? '')}</td>
            <td className="py-1 text-right tabular-nums">{formatDecimal(l.cantidad)}</td>
            <td className="py-1 text-right tabular-nums">{formatMoney(l.precio)}</td>
            <td className="py-1 text-right tabular-nums">{formatMoney(l.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
