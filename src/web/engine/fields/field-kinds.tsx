// THE catalogue (DESIGN §9), React half: field kind → list cell, form input, filter widget. Its pure half
// (filter operator, form ⇄ API value, export text) is KIND_VALUES in kind-meta.ts, the storage/API half
// src/core/resource/kinds.ts. All are Record<FieldKind, …>: a kind missing from one is a compile error.
// Lists, forms, viewers, cards, filters and exports render through them; nothing switches on kinds elsewhere.
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
import { FileCell, ImageCell } from './file-cell';
import { FileInput } from './file-input';
import { ImageInput } from './image-input';
import { SignatureInput } from './signature-input';
import { CurrencyDecimalsCell, MonthCell, OptionListCell, RatingCell } from './cells-form';
import { ExtraCell, TableCell } from './structured-cells';
import { CheckboxMultipleInput, RadioInput, RatingInput } from './inputs-choice';
import { ComponentInput, DividerInput, HiddenInput, SectionInput } from './inputs-layout';
import { AddressInput, ExtraInput, TableInput } from './inputs-structured';
import { DatetimeSimpleInput, MonthInput, TimeInput } from './inputs-time';
import { ItemsCell } from './items-cell';
import { LocationCell, LocationInput } from './location';
import { FieldCreatorCell, FieldCreatorInput } from './field-creator';
import { RichTextCell, RichTextInput } from './richtext';
import { FIELD_CELLS } from './named-cells';
import { ItemsInput } from './items-input';
import { valueKind } from './kind-meta';
import { RelationInput, RelationMultipleInput } from './relation-inputs';
import type { CellProps, InputProps, KindSpec } from './types';

const text = (cell = TextCell, input = TextInput): KindSpec => ({ cell, input, filter: TextFilter, align: 'left' });
const numeric = (cell: KindSpec['cell']): KindSpec => ({ cell, input: NumberInput, filter: TextFilter, align: 'right' });

/** A computed field renders as its value kind, read-only. */
function ComputedCell(p: CellProps) {
  const Cell = FIELD_KINDS[valueKind(p.field)]?.cell ?? TextCell;
  return Cell === ComputedCell ? <TextCell {...p} /> : <Cell {...p} />;
}

function ComputedInput(p: InputProps) {
  const Cell = FIELD_KINDS[valueKind(p.field)]?.cell ?? TextCell;
  return <ReadOnlyInput {...p}>{p.record ? <Cell field={p.field} name={p.name} row={p.record} full /> : null}</ReadOnlyInput>;
}

/** datetime, or its "simple" variant (spec 03 §3.2): the browser's own date-time control. */
const AnyDatetimeInput = (p: InputProps) => (p.field.simple ? <DatetimeSimpleInput {...p} /> : <DatetimeInput {...p} />);

const layout = (input: KindSpec['input']): KindSpec => ({ cell: HiddenCell, input, align: 'left', wide: true, bare: true });

export const FIELD_KINDS: Record<FieldKind, KindSpec> = {
  text: text(),
  textarea: { ...text(TextCell, TextareaInput), wide: true },
  richtext: { ...text(RichTextCell, RichTextInput), wide: true },
  email: text(EmailCell, EmailInput),
  phone: text(PhoneCell, PhoneInput),
  password: { cell: HiddenCell, input: PasswordInput, align: 'left' },
  color: text(ColorCell, ColorInput),
  integer: numeric(IntegerCell),
  number: numeric(NumberCell),
  currency: numeric(CurrencyDecimalsCell),
  boolean: { cell: BooleanCell, input: BooleanInput, filter: BooleanFilter, align: 'center', inlineLabel: true },
  date: { cell: DateCell, input: DateInput, filter: DateRangeFilter, align: 'left' },
  datetime: { cell: DatetimeCell, input: AnyDatetimeInput, filter: DateRangeFilter, align: 'left' },
  select: { cell: SelectCell, input: SelectInput, filter: OptionsFilter, align: 'left' },
  relation: { cell: RelationCell, input: RelationInput, filter: RelationFilter, align: 'left' },
  relation_multiple: { cell: RelationMultipleCell, input: RelationMultipleInput, filter: RelationFilter, align: 'left', wide: true },
  json: { cell: JsonCell, input: JsonInput, align: 'left', wide: true },
  location: { cell: LocationCell, input: LocationInput, align: 'left', wide: true },
  items: { cell: ItemsCell, input: ItemsInput, align: 'left', wide: true },
  field_creator: { cell: FieldCreatorCell, input: FieldCreatorInput, align: 'left', wide: true },
  file: { cell: FileCell, input: FileInput, align: 'left', wide: true },
  image: { cell: ImageCell, input: ImageInput, align: 'left', wide: true },
  signature: { cell: ImageCell, input: SignatureInput, align: 'left', wide: true },
  month: { cell: MonthCell, input: MonthInput, filter: DateRangeFilter, align: 'left' },
  time: { cell: TextCell, input: TimeInput, align: 'left' },
  rating: { cell: RatingCell, input: RatingInput, align: 'left' },
  radio: { cell: SelectCell, input: RadioInput, filter: OptionsFilter, align: 'left', wide: true },
  checkbox_multiple: { cell: OptionListCell, input: CheckboxMultipleInput, align: 'left', wide: true },
  address: { ...text(TextCell, AddressInput), wide: true },
  extra: { cell: ExtraCell, input: ExtraInput, align: 'left', wide: true },
  table: { cell: TableCell, input: TableInput, align: 'left', wide: true },
  hidden: { cell: TextCell, input: HiddenInput, align: 'left', bare: true },
  component: layout(ComponentInput),
  divider: layout(DividerInput),
  section: layout(SectionInput),
  computed: { cell: ComputedCell, input: ComputedInput, align: 'left' },
};

/** The catalogue entry of a field; alignment and filters of a computed field follow its value kind. */
export function kindOf(field: Field): KindSpec {
  const spec = FIELD_KINDS[field.kind];
  if (field.kind !== 'computed') return spec;
  const inner = FIELD_KINDS[valueKind(field)] ?? FIELD_KINDS.text;
  return { ...spec, align: inner.align, filter: inner.filter };
}

/** Renders one field of a row as a list cell (its named cell when it has one). */
export function FieldCell(props: CellProps) {
  const Cell = (props.field.cell && FIELD_CELLS[props.field.cell]) || kindOf(props.field).cell;
  return <Cell {...props} />;
}
