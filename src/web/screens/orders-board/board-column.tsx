// A column of a status board: its header (label, count, total of the money field) and a drop zone.
import { useDroppable } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { D, formatMoney, parseDecimal } from '../../../core/money';
import { Icon, cx } from '../../ui';

export interface BoardColumnProps {
  id: string;
  label: string;
  count: number;
  /** Sum of the cards' money field (decimal), when the cards have one. */
  sum?: string | null;
  onHide: () => void;
  children: ReactNode;
}

export const sumOf = (values: unknown[]): string =>
  values.reduce<InstanceType<typeof D>>((acc, v) => acc.plus(parseDecimal(v) ?? 0), new D(0)).toFixed(2);

export function BoardColumn({ id, label, count, sum, onHide, children }: BoardColumnProps) {
  const { t } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section aria-label={label} data-column={id}
      className="flex max-h-full w-[calc(100vw-3rem)] max-w-76 shrink-0 snap-start flex-col rounded-xl border border-line bg-subtle sm:w-64 lg:w-60 2xl:w-72">
      <header className="flex items-center gap-2 px-3 pt-2.5 pb-2">
        <h2 className="shrink-0 text-13 font-semibold text-fg">{label}</h2>
        <span className="shrink-0 rounded-full bg-muted px-1.5 text-xs tabular-nums text-fg-muted" aria-label={t`${count} tarjetas`}>{count}</span>
        {sum && count > 0 && <span className="ml-auto min-w-0 truncate text-xs tabular-nums text-fg-subtle" title={formatMoney(sum)}>{formatMoney(sum)}</span>}
        <button type="button" onClick={onHide} title={t`Ocultar columna`} aria-label={t`Ocultar columna ${label}`}
          className={cx('shrink-0 rounded p-0.5 text-fg-subtle hover:bg-muted hover:text-fg', !(sum && count > 0) && 'ml-auto')}>
          <Icon name="eye-off" className="size-3.5" />
        </button>
      </header>
      <div ref={setNodeRef} data-drop={id}
        className={cx('flex min-h-24 flex-1 flex-col gap-2 overflow-y-auto rounded-b-xl px-2 pb-2 transition-colors', isOver && 'bg-accent-soft')}>
        {children}
        {count === 0 && <p className="py-6 text-center text-xs text-fg-subtle">{t`Suelta aquí`}</p>}
      </div>
    </section>
  );
}
