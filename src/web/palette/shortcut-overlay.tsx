import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { activeShortcuts, keyCaps, keysOf, shortcutState, type Shortcut } from '../shortcuts';
import { Dialog, DialogBody, Kbd } from '../ui';

const close = () => { shortcutState.overlayOpen = false; };

/** One shortcut's keys: alternatives separated by 'o', sequence steps by 'luego'. */
export function ShortcutKeys({ shortcut }: { shortcut: Pick<Shortcut, 'keys'> }) {
  const { t } = useLingui();
  return (
    <span className="flex flex-wrap items-center justify-end gap-1">
      {keysOf(shortcut).map((k, i) => (
        <span key={k} className="flex items-center gap-1">
          {i > 0 ? <span className="text-xs text-fg-subtle">{t`o`}</span> : null}
          {k.split(' ').map((step, j) => (
            <span key={j} className="flex items-center gap-0.5">
              {j > 0 ? <span className="px-0.5 text-xs text-fg-subtle">{t`luego`}</span> : null}
              {keyCaps(step).map((cap, n) => <Kbd key={n}>{cap}</Kbd>)}
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}

/** `?`: every shortcut of the current screen, grouped; traps focus, Escape closes. */
export function ShortcutOverlay() {
  const { t } = useLingui();
  const { overlayOpen, scopes } = useSnapshot(shortcutState);
  const groups = useMemo(() => {
    const out = new Map<string, Shortcut[]>();
    // Screen scopes come first in activeShortcuts(); the overlay reads better with them first too.
    for (const { shortcut } of activeShortcuts()) {
      if (shortcut.hidden) continue;
      out.set(shortcut.group, [...(out.get(shortcut.group) ?? []), shortcut]);
    }
    return [...out];
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopes, overlayOpen]);
  return (
    <Dialog open={overlayOpen} onClose={close} title={t`Atajos de teclado`} description={t`Funcionan cuando no estás escribiendo en un campo.`} size="lg">
      <DialogBody className="grid gap-x-8 gap-y-5 px-5 py-4 sm:grid-cols-2">
        {groups.map(([group, list]) => (
          <section key={group} aria-label={group}>
            <h3 className="mb-1.5 text-[11px] font-medium tracking-wide text-fg-subtle uppercase">{group}</h3>
            <ul className="divide-y divide-line">
              {list.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-3 py-1.5">
                  <span className="text-13 text-fg">{s.label}</span>
                  <ShortcutKeys shortcut={s} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </DialogBody>
    </Dialog>
  );
}
