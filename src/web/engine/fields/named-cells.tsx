// Named list/viewer cells a field may ask for with `cell` (core FieldOptions) instead of its kind's: the
// spec's `component` / `function` columns. A cell is a component of the row (CellProps), so a column
// computed from several values is one entry here, never code in a resource's screen.
import type { ComponentType } from 'react';
import { PaymentsCell } from './payments-cell';
import { ExtraCell, TableCell } from './structured-cells';
import { TimeRangesCell } from './time-ranges';
import type { CellProps } from './types';

export const FIELD_CELLS: Record<string, ComponentType<CellProps>> = {
  payments: PaymentsCell,
  extra: ExtraCell,
  table: TableCell,
  'time-ranges': TimeRangesCell,
};
