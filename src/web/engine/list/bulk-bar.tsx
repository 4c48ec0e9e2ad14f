import { useLingui } from '@lingui/react/macro';
import { Button, Icon, Kbd } from '../../ui';
import { groupThousands } from '../fields/format';

/** Floating bar while rows are selected: count, bulk delete, clear (Escape). */
export function BulkBar({ count, onDelete, onClear }: { count: number; onDelete?: () => void; onClear: () => void }) {
  const { t } = useLingui();
  if (!count) return null;
  const n = groupThousands(String(count));
  return (
    <div role="toolbar" aria-label={t`Acciones de la selección`}
      className="pointer-events-auto fixed inset-x-0 bottom-4 z-40 mx-auto flex w-max max-w-[calc(100vw-2rem)] animate-in items-center gap-1 whitespace-nowrap rounded-lg border border-line bg-surface p-1 pl-3 text-13 shadow-xl">
      <span className="mr-2 tabular-nums text-fg">{count === 1 ? t`1 seleccionado` : t`${n} seleccionados`}</span>
      {onDelete && (
        <Button variant="ghost" className="text-danger hover:text-danger" onClick={onDelete}>
          <Icon name="trash" className="size-3.5" />{t`Eliminar`}<Kbd size="sm" className="max-sm:hidden">#</Kbd>
        </Button>
      )}
      <Button variant="ghost" onClick={onClear}>
        {t`Deseleccionar`}<Kbd size="sm" className="max-sm:hidden">Esc</Kbd>
      </Button>
    </div>
  );
}
