// THE catalogue (DESIGN §9): field kind → list cell, form input, filter widget, export formatter.
// Lists, forms, viewers, cards, filters and exports render through it; nothing switches on kinds elsewhere.
import type { Field, FieldKind } from '../../../core/resource/types';
import {
  BooleanCell, ColorCell, CurrencyCell, DateCell, DatetimeCell, EmailCell, HiddenCell, IntegerCell, JsonCell, NumberCell,
  PhoneCell, RelationCell, RelationMultipleCell, SelectCell, TextCell,
} from './cells';
import { BooleanFilter, DateRangeFilter, OptionsFilter, RelationFilter, TextFilter } from './filters';
import {
  BooleanInput, ColorInput, DateInput, DatetimeInput, EmailInput, JsonInput, NumberInput, PasswordInput, PhoneInput,
  ReadOnlyInput, SelectInput, TextareaInput, TextInput,
} from './inputs';
import { exportValue, valueKind } from './kind-meta';
import { RelationInput, RelationMultipleInput } from './relation-inputs';
import type { CellProps, InputProps, KindSpec } from './types';

const text = (cell = TextCell, input = TextInput): KindSpec => ({ cell, input, filter: TextFilter, exportValue, align: 'left' });
const numeric = (cell: KindSpec['cell']): KindSpec => ({ cell, input: NumberInput, filter: TextFilter, exportValue, align: 'right' });

/** A computed field renders as its value kind, read-only. */
function ComputedCell(p: CellProps) {
  const Cell = FIELD_KINDS[valueKind(p.field)]?.cell ?? TextCell;
  return Cell === ComputedCell ? <TextCell {...p} /> : <Cell {...p} />;
}

function ComputedInput(p: InputProps) {
  const Cell = FIELD_KINDS[valueKind(p.field)]?.cell ?? TextCell;
  return <ReadOnlyInput {...p}>{p.record ? <Cell field={p.field} name={p.name} row={p.record} full /> : null}</ReadOnlyInput>;
}

export const FIELD_KINDS: Record<FieldKind, KindSpec> = {
  text: text(),
  textarea: { ...text(TextCell, TextareaInput), wide: true },
  email: text(EmailCell, EmailInput),
  phone: text(PhoneCell, PhoneInput),
  password: { cell: HiddenCell, input: PasswordInput, exportValue: () => null, align: 'left' },
  color: text(ColorCell, ColorInput),
  integer: numeric(IntegerCell),
  number: numeric(NumberCell),
  currency: numeric(CurrencyCell),
  boolean: { cell: BooleanCell, input: BooleanInput, filter: BooleanFilter, exportValue, align: 'center', inlineLabel: true },
  date: { cell: DateCell, input: DateInput, filter: DateRangeFilter, exportValue, align: 'left' },
  datetime: { cell: DatetimeCell, input: DatetimeInput, filter: DateRangeFilter, exportValue, align: 'left' },
  select: { cell: SelectCell, input: SelectInput, filter: OptionsFilter, exportValue, align: 'left' },
  relation: { cell: RelationCell, input: RelationInput, filter: RelationFilter, exportValue, align: 'left' },
  relation_multiple: { cell: RelationMultipleCell, input: RelationMultipleInput, filter: RelationFilter, exportValue, align: 'left', wide: true },
  json: { cell: JsonCell, input: JsonInput, exportValue, align: 'left', wide: true },
  computed: { cell: ComputedCell, input: ComputedInput, exportValue, align: 'left' },
};

/** The catalogue entry of a field; alignment and filters of a computed field follow its value kind. */
export function kindOf(field: Field): KindSpec {
  const spec = FIELD_KINDS[field.kind];
  if (field.kind !== 'computed') return spec;
  const inner = FIELD_KINDS[valueKind(field)] ?? FIELD_KINDS.text;
  return { ...spec, align: inner.align, filter: inner.filter };
}

/** Renders one field of a row as a list cell. */
export function FieldCell(props: CellProps) {
  const Cell = kindOf(props.field).cell;
  return <Cell {...props} />;
}
