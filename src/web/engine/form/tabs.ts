// Groups form fields into tabs by `field.tab` (default 'info'), in order of first appearance. Pure.
import type { Field } from '../../../core/resource/types';

export const DEFAULT_TAB = 'info';

export interface FieldTab {
  name: string;
  fields: [string, Field][];
}

export function groupByTab(fields: [string, Field][]): FieldTab[] {
  const tabs = new Map<string, [string, Field][]>();
  for (const entry of fields) {
    const name = entry[1].tab || DEFAULT_TAB;
    if (!tabs.has(name)) tabs.set(name, []);
    tabs.get(name)!.push(entry);
  }
  return [...tabs].map(([name, list]) => ({ name, fields: list }));
}
