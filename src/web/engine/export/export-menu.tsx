// The list toolbar's export menu (Excel first: the default) and the progress strip with Cancelar.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { ShortcutHint } from '../../shortcuts';
import { Button, Icon, buttonClass, cx, menuItemClass, menuPanelClass, type IconName } from '../../ui';
import type { ExportFormat } from './export-table';
import { exportProgress, type ExportJob } from './use-export';

import { LIST_SHORTCUTS } from '../list/use-list-keyboard';

export const EXPORT_SHORTCUT = LIST_SHORTCUTS.export;

const FORMAT_ICON: Record<ExportFormat, IconName> = { xlsx: 'download', json: 'file-text', pdf: 'download' };

export function useFormatLabels(): Record<ExportFormat, string> {
  const { t } = useLingui();
  return { xlsx: t`Excel`, json: t`JSON`, pdf: t`PDF` };
}

export function ExportMenu({ onExport, busy }: { onExport: (f: ExportFormat) => void; busy: boolean }) {
  const { t } = useLingui();
  const labels = useFormatLabels();
  return (
    <Menu>
      <MenuButton className={buttonClass('ghost', 'icon', 'data-open:bg-muted data-open:text-fg')} disabled={busy}
        aria-label={t`Exportar`} title={t`Exportar`}>
        <Icon name="download" className="size-3.75" />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 4 }} className={cx(menuPanelClass, 'w-48')}>
        {(['xlsx', 'json', 'pdf'] as const).map((f) => (
          <MenuItem key={f}>
            <button type="button" className={menuItemClass} onClick={() => onExport(f)}>
              <Icon name={FORMAT_ICON[f]} className="size-3.5 text-fg-subtle" />
              <span className="flex-1">{t`Exportar a ${labels[f]}`}</span>
              {f === 'xlsx' && <ShortcutHint id={EXPORT_SHORTCUT} />}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/** The strip under the toolbar while an export runs; the only component that follows its progress. */
export function ExportProgress({ onCancel }: { onCancel: () => void }) {
  const job = useSnapshot(exportProgress).job as ExportJob | null;
  return job ? <ProgressStrip job={job} onCancel={onCancel} /> : null;
}

function ProgressStrip({ job, onCancel }: { job: ExportJob; onCancel: () => void }) {
  const { t } = useLingui();
  const labels = useFormatLabels();
  const format = labels[job.format];
  const pct = job.phase === 'loading' && job.total ? Math.min(100, Math.round((job.loaded / job.total) * 100)) : null;
  const text = job.phase === 'waiting' ? t`Preparando la exportación a ${format}…`
    : job.phase === 'writing' ? t`Escribiendo el archivo (${job.loaded} registros)…`
      : job.total ? t`Leyendo ${job.loaded} de ${job.total} registros…` : t`Leyendo registros…`;
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 border-b border-line bg-muted/40 px-3 py-1.5 text-xs">
      <Icon name="download" className="size-3.5 shrink-0 text-accent-text" />
      <span className="shrink-0 text-fg">{text}</span>
      <div className="h-1.5 min-w-16 flex-1 overflow-hidden rounded-full bg-line" role="progressbar" aria-label={t`Progreso de la exportación`}
        aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct ?? undefined}>
        <div className={cx('h-full rounded-full bg-accent transition-[width]', pct === null && 'w-1/3 animate-pulse')}
          style={pct === null ? undefined : { width: `${pct}%` }} />
      </div>
      <Button variant="ghost" className="h-6 text-xs" onClick={onCancel}>{t`Cancelar`}</Button>
    </div>
  );
}
