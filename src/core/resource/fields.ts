import type { Field, FieldKind, FieldOptions, OptionTone, RelationSpec, SelectOption, TableColumn } from './types';

/** Field builders: one per kind, so resource files read like the spec. */

const make = (kind: FieldKind) => (opts: FieldOptions): Field => ({ ...opts, kind });

export const text = make('text');
export const textarea = make('textarea');
/** Rich text (HTML from the editor, sanitised by the server; cells show its plain text). */
export const richtext = make('richtext');
export const email = make('email');
export const phone = make('phone');
export const color = make('color');
export const integer = make('integer');
export const boolean = make('boolean');
export const date = make('date');
export const datetime = make('datetime');
export const json = make('json');
/** A point (spec 03 §3.2 location_picker): { lat, lng, address?, name? }, picked on a map or typed. */
export const location = make('location');
export const month = make('month');
export const time = make('time');
/** Street address: 'Calle 45 # 12-34 Apto 301' (spec 03 §3.2). */
export const address = make('address');
/** A value the form carries without showing it. */
export const hidden = (opts: FieldOptions): Field => ({ list: { visible: false }, ...opts, kind: 'hidden' });

/** Rating: `scale` stars (1–10, default 5), half steps unless `halfIncrements: false`, or `step` 0.1–1.0. */
export const rating = (opts: FieldOptions & { scale?: number }): Field => ({ ...opts, kind: 'rating' });

/** One option as radio buttons. */
export const radio = (options: SelectOption[], opts: FieldOptions): Field => ({ filter: true, ...opts, kind: 'radio', options });

/** Several options as checkboxes (a jsonb list of option values). */
export const checkboxMultiple = (options: SelectOption[], opts: FieldOptions): Field =>
  ({ list: { sortable: false }, ...opts, kind: 'checkbox_multiple', options });

/** Key/value pairs (a jsonb object); `min`/`max` bound the count of pairs. */
export const extra = (opts: FieldOptions): Field => ({ list: { visible: false, sortable: false }, ...opts, kind: 'extra' });

/** Rows of `columns` (a jsonb list of objects); a spreadsheet range can be pasted in. */
export const table = (columns: TableColumn[], opts: FieldOptions): Field =>
  ({ list: { visible: false, sortable: false }, ...opts, kind: 'table', columns });

/** Layout: a heading starting a group of fields (its `hint` a line under it). */
export const section = (opts: FieldOptions): Field => ({ ...opts, kind: 'section' });
/** Layout: a horizontal rule. */
export const divider = (opts: Partial<FieldOptions> = {}): Field => ({ label: '', ...opts, kind: 'divider' });
/** A named React component in the form (the web's FIELD_COMPONENTS); no value. */
export const component = (name: string, opts: FieldOptions): Field => ({ ...opts, kind: 'component', component: name });

/**
 * One stored file (core/files): `file` takes the allow-list narrowed by `accept` up to `maxKb`; `image`
 * only images (crop, compression, max `maxMb`, default 5 MB); `signature` a drawn or typed signature.
 * Never sortable; the list shows a thumbnail (image, signature) or the file's name.
 */
export const file = (opts: FieldOptions): Field => ({ list: { sortable: false }, ...opts, kind: 'file' });
export const image = (opts: FieldOptions): Field => ({ list: { sortable: false }, ...opts, kind: 'image' });
export const signature = (opts: FieldOptions): Field => ({ list: { sortable: false, visible: false }, ...opts, kind: 'signature' });

/** Password: write-only, hashed by the server, never listed. */
export const password = (opts: FieldOptions): Field =>
  ({ list: { visible: false, sortable: false }, ...opts, kind: 'password', writeOnly: true });

/** Decimal number; `scale` decimal places (default 2). */
export const number = (opts: FieldOptions & { scale?: number }): Field =>
  ({ scale: 2, ...opts, kind: 'number' });

/** Money: decimal (never float), 2 places in storage, shown with the tenant's currency format. */
export const currency = (opts: FieldOptions): Field => ({ scale: 2, ...opts, kind: 'currency' });

export const select = (options: SelectOption[], opts: FieldOptions): Field =>
  ({ filter: true, ...opts, kind: 'select', options });

/** Belongs-to. Field name is the column (`cliente_id`); include name defaults to it without `_id`. */
export const relation = (resource: string, opts: FieldOptions & { include?: string; whereIn?: RelationSpec['whereIn']; filterBy?: RelationSpec['filterBy']; fills?: RelationSpec['fills']; alsoLines?: string }): Field => {
  const { include, whereIn, filterBy, fills, alsoLines, ...rest } = opts;
  return { filter: true, ...rest, kind: 'relation', relation: { resource, include: include ?? '', ...(whereIn ? { whereIn } : {}), ...(filterBy ? { filterBy } : {}), ...(fills ? { fills } : {}), ...(alsoLines ? { alsoLines } : {}) } };
};

/** Many-to-many through a pivot table; the field name is also the include name (`roles`). */
export const relationMany = (
  resource: string,
  opts: FieldOptions & { pivot: string; ownerKey: string; targetKey: string; whereIn?: RelationSpec['whereIn'] },
): Field => {
  const { pivot, ownerKey, targetKey, whereIn, ...rest } = opts;
  return {
    list: { sortable: false },
    ...rest,
    kind: 'relation_multiple',
    relation: { resource, include: '', pivot, ownerKey, targetKey, ...(whereIn ? { whereIn } : {}) },
  };
};

/** Options from a plain list of values whose label is the value itself. */
export const optionsOf = (values: readonly (string | number)[]): SelectOption[] =>
  values.map((v) => ({ value: v, label: String(v) }));

/** Options with their status colours (badges of a `list.chip` column); values not named stay neutral. */
export const withTones = (options: SelectOption[], tones: Partial<Record<string, OptionTone>>): SelectOption[] =>
  options.map((o) => (tones[String(o.value)] ? { ...o, tone: tones[String(o.value)] } : o));

/** Read-only value the database computes from the row (e.g. a client's full name, an invoice's debt). */
export const computed = (valueKind: FieldKind, opts: FieldOptions & { sql: string }): Field =>
  ({ formHidden: true, ...opts, kind: 'computed', valueKind, readonly: true });

/** Default resolved for a new record. */
export const resolveDefault = (f: Field, ctx: { userId?: number; now?: Date }) =>
  typeof f.default === 'function'
    ? (f.default as (c: { userId?: number; now: Date }) => unknown)({ userId: ctx.userId, now: ctx.now ?? new Date() })
    : f.default;

/** A custom field definition (spec 03 §2.3), edited with the builder; stored as jsonb. */
export const fieldCreator = (opts: FieldOptions): Field =>
  ({ fullWidth: true, list: { sortable: false }, ...opts, kind: 'field_creator' });
