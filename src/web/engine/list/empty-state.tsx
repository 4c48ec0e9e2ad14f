import { useLingui } from '@lingui/react/macro';
import { Button, Icon } from '../../ui';

/**
 * No rows (spec 01 §2.6). With search/filters active: 'No se han encontrado registros' and a way to
 * clear them; otherwise 'No hay datos para mostrar' with its hint and the add button.
 */
export function EmptyState({ filtered, onClear, onCreate, createLabel }: {
  filtered: boolean; onClear: () => void; onCreate?: () => void; createLabel: string;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-16 text-center">
      <div className="mb-1 flex size-10 items-center justify-center rounded-full bg-muted text-fg-subtle">
        <Icon name={filtered ? 'search' : 'inbox'} className="size-4.5" />
      </div>
      <p className="text-sm font-medium text-fg">{filtered ? t`No se han encontrado registros` : t`No hay datos para mostrar`}</p>
      <p className="max-w-xs text-13 text-fg-muted">{t`Ajusta los filtros o realiza una nueva búsqueda.`}</p>
      <div className="mt-2 flex gap-2">
        {filtered && <Button onClick={onClear}>{t`Limpiar filtros`}</Button>}
        {onCreate && (
          <Button variant="primary" onClick={onCreate}><Icon name="plus" className="size-3.5" />{createLabel}</Button>
        )}
      </div>
    </div>
  );
}
