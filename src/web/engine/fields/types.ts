import type { ComponentType, Ref } from 'react';
import type { Field } from '../../../core/resource/types';
import type { Row } from '../data/queries';

export interface CellProps {
  field: Field;
  name: string;
  row: Record<string, unknown>;
  /** Viewer and expanded cards: no truncation. */
  full?: boolean;
}

export interface InputProps {
  field: Field;
  name: string;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLElement | null>;
  invalid?: boolean;
  disabled?: boolean;
  /** Translated label (for aria and inline labels). */
  label: string;
  /** The record being edited, for embedded related rows (titles without a fetch). */
  record?: Record<string, unknown> | null;
  describedBy?: string;
  /** The field's error node as the form holds it (nested per row for `items`: error[0].cantidad). */
  error?: unknown;
  /**
   * A cell of a table (document lines): the input keeps its text the room, showing secondary buttons
   * (a selector's edit and clear) only while hovered or focused.
   */
  dense?: boolean;
}

export interface FilterProps {
  field: Field;
  name: string;
  values: string[];
  onChange: (values: string[]) => void;
}

export interface KindSpec {
  cell: ComponentType<CellProps>;
  input: ComponentType<InputProps>;
  /** Filter widget (undefined: the kind cannot filter). */
  filter?: ComponentType<FilterProps>;
  align: 'left' | 'right' | 'center';
  /** Label shown next to the input instead of above it (checkbox). */
  inlineLabel?: boolean;
  /** Spans the whole form row. */
  wide?: boolean;
  /** Drawn without the label/hint frame (hidden, divider, section, component): the input is all. */
  bare?: boolean;
}

export type { Row };
