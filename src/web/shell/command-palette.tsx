import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { uiState } from '../lib/ui-state';
import { Dialog, Icon, Kbd, fold, modKey } from '../ui';
import { usePaletteActions, type PaletteAction } from './use-palette-actions';

const close = () => (uiState.paletteOpen = false);

/** Ctrl/Cmd+K: type to find any page or action, Enter runs it, Escape closes. */
export function CommandPalette() {
  const { t } = useLingui();
  const { paletteOpen } = useSnapshot(uiState);
  const actions = usePaletteActions();
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    if (!words.length) return actions;
    return actions.filter((a) => {
      const hay = fold(`${a.label} ${a.keywords}`);
      return words.every((w) => hay.includes(w));
    });
  }, [actions, query]);
  const sections: [PaletteAction['section'], string][] = [
    ['nav', t`Ir a`],
    ['create', t`Crear`],
    ['app', t`Aplicación`],
  ];
  const run = (a: PaletteAction | null) => {
    if (!a) return;
    close();
    setQuery('');
    // Let the dialog release focus before the action moves it (navigation, menus).
    setTimeout(a.run, 0);
  };
  return (
    <Dialog open={paletteOpen} onClose={() => { close(); setQuery(''); }} title={t`Paleta de comandos`} hideTitle position="top" size="md">
      <Combobox onChange={run} immediate={false}>
        {/* Escape closes the palette even while the combobox is open (it would only close its list). */}
        <div className="flex items-center gap-2 border-b border-line px-3"
          onKeyDownCapture={(e) => { if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); close(); setQuery(''); } }}>
          <Icon name="search" className="size-4 text-fg-subtle" />
          <ComboboxInput
            autoFocus
            aria-label={t`Buscar comandos`}
            placeholder={t`Busca una página o una acción…`}
            className="h-11 w-full bg-transparent text-sm text-fg placeholder:text-fg-subtle focus:outline-none"
            onChange={(e) => setQuery(e.target.value)}
            value={query}
            autoComplete="off"
          />
          <Kbd className="hidden sm:inline-flex">Esc</Kbd>
        </div>
        <ComboboxOptions static className="max-h-[min(60vh,24rem)] overflow-y-auto p-1.5 empty:hidden">
          {sections.map(([section, heading]) => {
            const items = filtered.filter((a) => a.section === section);
            if (!items.length) return null;
            return (
              <div key={section} role="presentation">
                <div role="presentation" className="px-2 pt-2 pb-1 text-xs font-medium text-fg-subtle">{heading}</div>
                {items.map((a) => (
                  <ComboboxOption key={a.id} value={a} className="group flex cursor-default items-center gap-2.5 rounded-md px-2 py-1.5 text-13 text-fg data-focus:bg-muted">
                    <Icon name={a.icon} className="size-4 text-fg-subtle group-data-focus:text-fg" />
                    <span className="flex-1 truncate">{a.label}</span>
                    {a.keys ? <span className="flex gap-0.5">{[modKey(), ...a.keys].map((k) => <Kbd key={k}>{k}</Kbd>)}</span> : null}
                    <Icon name="corner-down-left" className="invisible size-3.5 text-fg-subtle group-data-focus:visible" />
                  </ComboboxOption>
                ))}
              </div>
            );
          })}
        </ComboboxOptions>
        {filtered.length === 0 ? <p className="px-4 py-8 text-center text-fg-subtle">{t`Sin resultados`}</p> : null}
      </Combobox>
    </Dialog>
  );
}
