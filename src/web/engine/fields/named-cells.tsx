// Named list/viewer cells a field may ask for with `cell` (core FieldOptions) instead of its kind's.
import type { ComponentType } from 'react';
import { PaymentsCell } from './payments-cell';
import type { CellProps } from './types';

export const FIELD_CELLS: Record<string, ComponentType<CellProps>> = {
  payments: PaymentsCell,
};
