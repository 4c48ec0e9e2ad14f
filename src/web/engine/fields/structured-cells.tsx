// Cells of structured values (spec 01 §3 column types `extra` and `table`): key/value pairs and small
// tables. In a list they stay one line (the first pairs, or a row count); the viewer shows them whole.
// Named cells (FIELD_CELLS 'extra', 'table') so a json field can use them, and the `extra` / `table`
// kinds' catalogue entries point at them.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { EXTRA_PAIRS_MAX, TEXT_TRUNCATE, extraPairs, overflow, tableRows, truncate } from './display-rules';
import type { TableColumn } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { formatDecimal } from './format';
import type { CellProps } from './types';

const empty = <span className="text-fg-subtle">—</span>;

/** Declared columns of a table field, when the kind gives them (`columns`, comma-separated or a list). */
function declaredColumns(field: CellProps['field']): string[] | undefined {
  const c = (field as { columns?: unknown }).columns;
  // The `table` kind declares { key, label } columns (core TableColumn); cells are keyed by `key`.
  if (Array.isArray(c)) return c.map((x) => (x && typeof x === 'object' ? String((x as { key: unknown }).key) : String(x)));
  if (typeof c === 'string' && c.trim()) return c.split(',').map((s) => s.trim()).filter(Boolean);
  return undefined;
}

export function ExtraCell({ row, name, full }: CellProps) {
  const { t } = useLingui();
  const pairs = extraPairs(row[name]);
  if (!pairs.length) return empty;
  if (full) {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-13">
        {pairs.map(([k, v], i) => (
          <div key={i} className="contents">
            <dt className="text-fg-muted">{k}</dt>
            <dd className="break-words text-fg">{v || '—'}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const { shown, rest } = overflow(pairs, EXTRA_PAIRS_MAX);
  const all = pairs.map(([k, v]) => `${k}: ${v}`).join('\n');
  return (
    <span className="inline-flex items-center gap-1" title={all}>
      {shown.map(([k, v], i) => (
        <span key={i} className="inline-flex max-w-40 items-center gap-1 rounded-md border border-line bg-subtle px-1.5 py-px text-xs">
          <span className="shrink-0 text-fg-muted">{truncate(k, 20)}</span>
          <span className="truncate text-fg">{truncate(v, 30)}</span>
        </span>
      ))}
      {rest > 0 && <span className="rounded-md bg-muted px-1.5 text-xs text-fg-muted">{t`+${rest} más`}</span>}
    </span>
  );
}

/** Declared `table` columns as { key, label, kind }, when the field gives them as objects. */
function typedColumns(field: CellProps['field']): TableColumn[] {
  const c = (field as { columns?: unknown }).columns;
  return Array.isArray(c) ? c.filter((x): x is TableColumn => !!x && typeof x === 'object') : [];
}

export function TableCell({ row, name, field, full }: CellProps) {
  const tr = useLabel();
  const typed = typedColumns(field);
  const table = tableRows(row[name], declaredColumns(field));
  // Numbers as the list shows them ('8.000', not '8000.0000'); headers by their labels.
  const rows = typed.length ? table.rows.map((r) => r.map((c, j) => (typed[j]?.kind === 'number' && c ? formatDecimal(c) : c))) : table.rows;
  const header = typed.length ? typed.map((c) => tr(c.label)) : table.header;
  if (!rows.length) return empty;
  if (!full) {
    const first = rows[0].filter(Boolean).join(' · ');
    return (
      <span className="inline-flex items-center gap-1.5" title={rows.map((r) => r.join(' · ')).join('\n')}>
        <span className="rounded-md bg-muted px-1.5 text-xs tabular-nums text-fg-muted">{plural(rows.length, { one: '# fila', other: '# filas' })}</span>
        <span className="truncate text-fg-muted">{truncate(first, TEXT_TRUNCATE)}</span>
      </span>
    );
  }
  return (
    <div className="max-h-64 overflow-auto rounded-md border border-line">
      <table className="w-full text-xs">
        {header.length > 0 && (
          <thead className="bg-subtle text-fg-muted">
            <tr>{header.map((h, i) => <th key={i} scope="col" className="border-b border-line px-2 py-1 text-left font-medium">{h}</th>)}</tr>
          </thead>
        )}
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="[&:last-child>td]:border-b-0">{r.map((c, j) => <td key={j} className="border-b border-line px-2 py-1">{c}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
