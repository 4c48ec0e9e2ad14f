// Kinds without a visible input (spec 03 §3.2): hidden (a value the form carries), divider and
// section (layout only) and component (a named React component drawn in the form, no value).
import type { ComponentType, Ref } from 'react';
import { useLabel } from '../../lib/labels';
import type { InputProps } from './types';

export function HiddenInput(p: InputProps) {
  return <input ref={p.inputRef as Ref<HTMLInputElement>} type="hidden" id={p.id} name={p.name} value={p.value === null || p.value === undefined ? '' : String(p.value)} />;
}

export function DividerInput() {
  return <hr className="my-1 border-line" />;
}

/** A heading that starts a group of fields; its `hint` is a line under it. */
export function SectionInput(p: InputProps) {
  const tr = useLabel();
  return (
    <div className="mt-2 border-b border-line pb-1.5">
      <h3 id={p.id} className="text-13 font-semibold text-fg">{p.label}</h3>
      {p.field.hint && <p className="mt-0.5 text-xs text-fg-subtle">{tr(p.field.hint)}</p>}
    </div>
  );
}

/**
 * Components a field of kind `component` may name (spec 03 §3.2). They get the form's InputProps
 * (the record being edited, the field); register one here by name.
 */
export const FIELD_COMPONENTS: Record<string, ComponentType<InputProps>> = {};

export function ComponentInput(p: InputProps) {
  const C = p.field.component ? FIELD_COMPONENTS[p.field.component] : undefined;
  return C ? <C {...p} /> : null;
}
