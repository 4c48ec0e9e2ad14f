import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import { Icon, Kbd, inputClass } from '../../ui';
import { SEARCH_DEBOUNCE_MS } from '../data/list-params';

/** Search text, applied after 700 ms of quiet (or at once on Enter); `/` focuses it. */
export function SearchBox({ value, onChange, inputRef, onEscape }: {
  value: string; onChange: (v: string) => void; inputRef: Ref<HTMLInputElement>; onEscape?: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const last = useRef(value);
  useEffect(() => {
    if (value !== last.current) { last.current = value; setText(value); }
  }, [value]);
  const apply = (v: string) => {
    if (v !== last.current) { last.current = v; onChange(v); }
  };
  useEffect(() => apply(debounced), [debounced]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="relative w-full sm:w-64">
      <Icon name="search" className="size-3.5 pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-fg-subtle" />
      <input ref={inputRef} type="search" role="searchbox" aria-label={t`Buscar`} placeholder={t`Buscar…`} value={text}
        className={inputClass(false, 'h-8 pl-8 pr-8 [&::-webkit-search-cancel-button]:hidden')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply(text);
          if (e.key === 'Escape') {
            e.preventDefault();
            if (text) { setText(''); apply(''); } else { e.currentTarget.blur(); onEscape?.(); }
          }
          if (e.key === 'ArrowDown') { e.preventDefault(); e.currentTarget.blur(); onEscape?.(); }
        }} />
      {text ? (
        <button type="button" aria-label={t`Borrar búsqueda`} onClick={() => { setText(''); apply(''); }}
          className="absolute inset-y-0 right-0 flex w-8 items-center justify-center text-fg-subtle hover:text-fg">
          <Icon name="x" className="size-3" />
        </button>
      ) : (
        <span className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 sm:block"><Kbd size="sm">/</Kbd></span>
      )}
    </div>
  );
}
