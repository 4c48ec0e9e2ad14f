// The palette bench page (scripts/bench/palette.ts builds it with Vite and drives it in Chromium):
// the real PaletteView, production React, the app's styles, 10,000 cached entries.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { messages } from '../../../src/locales/es/messages.po';
import { prepare } from '../../../src/web/palette/match';
import { PaletteView } from '../../../src/web/palette/palette-view';
import type { PaletteEntry } from '../../../src/web/palette/use-palette-entries';
import './bench.css';

const FIRST = ['José', 'María', 'Ángela', 'Andrés', 'Luisa', 'Camilo', 'Valentina', 'Julián', 'Sofía', 'Mateo', 'Daniela', 'Santiago'];
const LAST = ['Pérez', 'Gutiérrez', 'Muñoz', 'Rodríguez', 'Castaño', 'López', 'Herrera', 'Martínez', 'Gómez', 'Ríos', 'Zapata', 'Peña'];
const KINDS: [string, string, string][] = [['Clientes', 'Cliente', 'users'], ['Tickets', 'Ticket', 'ticket'], ['Pedidos', 'Pedido', 'file-text'], ['Productos', 'Producto', 'box']];

/** 10,000 entries like the palette's cache: records of four resources plus a few hundred commands. */
function entries(n: number): PaletteEntry[] {
  const out: PaletteEntry[] = [];
  for (let i = 0; i < n; i++) {
    const [many, one, icon] = KINDS[i % KINDS.length]!;
    const label = i % 25 === 0 ? `Ir a ${many} ${i}` : `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${LAST[(i * 3) % LAST.length]} ${i}`;
    const hint = `${one} · ${1000000 + i * 37}`;
    out.push({ id: `rec:${many}:${i}`, section: i % 25 === 0 ? 'nav' : 'record', heading: many, label, hint, icon, run: () => {}, prepared: prepare(label, hint) });
  }
  return out;
}

const ALL = entries(Number(new URLSearchParams(location.search).get('n') ?? 10_000));
const records = ALL.filter((e) => e.section === 'record');
const commands = ALL.filter((e) => e.section !== 'record');

function Bench() {
  const [query, setQuery] = useState('');
  return (
    <div className="mx-auto mt-16 flex max-h-[80vh] max-w-2xl flex-col overflow-hidden rounded-xl border border-line bg-surface text-13 text-fg shadow-2xl">
      <PaletteView entries={commands} cached={records} recent={[]} query={query} onQuery={setQuery} onRun={() => {}} keysOf={() => null} />
    </div>
  );
}

i18n.loadAndActivate({ locale: 'es', messages: messages as never });
createRoot(document.getElementById('root')!).render(<I18nProvider i18n={i18n}><Bench /></I18nProvider>);
(window as unknown as { benchEntries: number }).benchEntries = ALL.length;
