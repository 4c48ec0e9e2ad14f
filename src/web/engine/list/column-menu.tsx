import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useLabel } from '../../lib/labels';
import { Icon, buttonClass, cx, menuPanelClass } from '../../ui';
import type { useColumns } from './use-columns';

/** Column visibility (persisted per list). */
export function ColumnMenu({ columns }: { columns: ReturnType<typeof useColumns> }) {
  const { t } = useLingui();
  const tr = useLabel();
  return (
    <Popover>
      <PopoverButton className={buttonClass('ghost', 'icon', 'data-open:bg-muted data-open:text-fg')} aria-label={t`Columnas`} title={t`Columnas`}>
        <Icon name="columns" className="size-3.75" />
      </PopoverButton>
      <PopoverPanel anchor={{ to: 'bottom end', gap: 4 }} className={cx(menuPanelClass, 'w-60')}>
        <div className="flex items-center justify-between px-2 pb-1 pt-0.5 text-xs text-fg-subtle">
          <span>{t`Columnas visibles`}</span>
          {columns.customised && <button type="button" className="text-accent-text hover:underline" onClick={columns.reset}>{t`Restablecer`}</button>}
        </div>
        <div className="max-h-80 overflow-auto">
          {columns.all.map((c) => (
            <label key={c.key} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 hover:bg-muted">
              <input type="checkbox" className="size-3.5 accent-[var(--accent)]" checked={columns.isVisible(c)} onChange={() => columns.toggle(c.key)} />
              <span className="truncate">{tr(c.field.label)}</span>
            </label>
          ))}
        </div>
      </PopoverPanel>
    </Popover>
  );
}
