import { useLingui } from '@lingui/react/macro';
import { Icon } from '../ui/icons';
import { btn, cx, kbd } from '../ui/styles';

/** Floating bar while rows are selected: count, bulk delete, clear (Escape). */
export function BulkBar({ count, onDelete, onClear }: { count: number; onDelete?: () => void; onClear: () => void }) {
  const { t } = useLingui();
  if (!count) return null;
  return (
    <div role="toolbar" aria-label={t`Acciones de la selección`}
      className="pointer-events-auto fixed inset-x-0 bottom-4 z-40 mx-auto flex w-max max-w-[calc(100vw-2rem)] animate-in items-center gap-1 whitespace-nowrap rounded-lg border border-line bg-surface p-1 pl-3 text-13 shadow-xl">
      <span className="mr-2 tabular-nums text-fg">{count === 1 ? t`1 seleccionado` : t`${count} seleccionados`}</span>
      {onDelete && (
        <button type="button" className={cx(btn.ghost, 'h-7 text-danger hover:text-danger')} onClick={onDelete}>
          <Icon name="trash" size={14} />{t`Eliminar`}<kbd className={cx(kbd, 'max-sm:hidden')}>#</kbd>
        </button>
      )}
      <button type="button" className={cx(btn.ghost, 'h-7')} onClick={onClear}>
        {t`Deseleccionar`}<kbd className={cx(kbd, 'max-sm:hidden')}>Esc</kbd>
      </button>
    </div>
  );
}
