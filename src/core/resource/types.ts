/**
 * The resource kit's public types. A resource is declared once (src/core/resources/*.ts) and the
 * database schema, the API, validation on both sides, list, form, menu and palette derive from it.
 */

import type { FormChecksDef, RecordActionDef, RecordPageSpec, ResourceMenu, ResourceViews } from './view-types';

export type * from './view-types';

/** What a field is; each kind maps to one SQL type, one zod schema, one list cell and one form input. */
export type FieldKind =
  | 'text' | 'textarea' | 'richtext' | 'email' | 'phone' | 'password' | 'color'
  | 'integer' | 'number' | 'currency'
  | 'boolean' | 'date' | 'datetime'
  | 'select'
  | 'relation'          // belongs-to: a `*_id` column pointing at another resource
  | 'relation_multiple' // many-to-many through a pivot table
  | 'json'
  | 'location'          // a point: jsonb { lat, lng, address?, name? } (core/resource/location.ts)
  | 'computed'          // read-only value computed by the database (`sql`)
  | 'items'             // has-many child rows (an order's lines) in their own table
  | 'field_creator'     // a custom field definition (spec 03 §2.3), edited with the builder
  | 'file' | 'image' | 'signature' // one stored file (jsonb {id,name,mime,size}; bytes in the file storage)
  // Form field types of spec 03 §3.2 (issue 13; docs/design-notes.md "Field kinds"):
  | 'month'             // YYYY-MM, stored as the month's first day (a date column)
  | 'time'              // HH:mm
  | 'rating'            // 0..scale in steps (half stars by default)
  | 'radio'             // one of `options`, shown as radio buttons
  | 'checkbox_multiple' // several of `options` (a jsonb list)
  | 'address'           // 'Calle 45 # 12-34 Apto 301': street type, street, '#' number, extra
  | 'extra'             // key/value pairs (a jsonb object)
  | 'table'             // rows of `columns` (a jsonb list of objects)
  | 'hidden'            // a value the form carries without showing it
  | 'component'         // a named React component in the form; no value
  | 'divider' | 'section'; // layout only: a rule / a heading in the form; no value

/** A column of a `table` field (spec 03 §2.3: columns comma-separated). */
export interface TableColumn {
  key: string;
  /** Spanish label. */
  label: string;
  /** How the cell is typed and checked; default text. */
  kind?: 'text' | 'number' | 'time' | 'date';
}

/**
 * When a field shows in the form (spec 03 §3.1 visibleIf), evaluated on the record's values by the
 * form and by the server's validation alike: a field that is not visible skips its presence rules.
 * All conditions of a list must hold.
 */
export type VisibleIf = VisibleCondition | VisibleCondition[];
export interface VisibleCondition {
  field: string;
  /** The other field equals this value (or one of these). */
  is?: string | number | boolean | (string | number | boolean)[];
  /** The other field equals none of these. */
  not?: string | number | boolean | (string | number | boolean)[];
  /** The other field is filled (true) / empty (false). */
  filled?: boolean;
}

/** Colour of a status value's badge (a list column with `list.chip`), from the UI's semantic palette. */
export type OptionTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

export interface SelectOption {
  value: string | number;
  /** Spanish label (source catalog); the web translates it. */
  label: string;
  /** Status colour: the badge's tone in lists, cards and filters (default neutral). */
  tone?: OptionTone;
}

/** Child rows of an `items` field: their own table, sub-fields and (for priced lines) the totals. */
export interface ItemsSpec {
  /** Child table, e.g. 'pedido_items' (tenant-scoped, RLS like every table). */
  table: string;
  /** Column of the child table pointing at the parent row, e.g. 'pedido_id'. */
  parentKey: string;
  /** A row's fields (kinds + rules), keyed by column name. Readonly ones are computed on write. */
  fields: Fields;
  /** Most rows one record may have (a 422 beyond it). Default 500. */
  maxRows?: number;
  /**
   * Priced lines: each row's `subtotal`/`impuestos`/`total` sub-fields and the parent's fields named
   * here are computed with src/core/money on every write (client-sent values are ignored).
   */
  totals?: { total?: string; subtotal?: string; impuestos?: string };
  /** Sub-field holding the row's tax entries (spec 01 §3), resolved from the `taxes` resource on write. */
  taxes?: string;
  /**
   * Field of a picked product that fills the line's price: purchases take 'precio_compra'. Default:
   * the sale price (precio, price or valor_unitario).
   */
  productPrice?: string;
}

/** A check as spec 01 §6 describes it: a permission or role name, or a list (any passes). */
export type AccessCheck = string | string[] | undefined;

export interface RelationSpec {
  /** REST name of the target resource, e.g. 'clientes'. */
  resource: string;
  /** Name under which the related record(s) are embedded with `include=`; defaults from the field. */
  include: string;
  /** Pivot table for relation_multiple (columns `<owner>_id`, `<target>_id`). */
  pivot?: string;
  /** Pivot column pointing at the owner and at the target (relation_multiple). */
  ownerKey?: string;
  targetKey?: string;
  /**
   * Pre-filter of the choices (spec 03 §7.2 `whereIn[field]=list`): the item selector asks only for
   * target rows whose fields hold one of these values, and the server refuses (422) any other id on
   * write. Each key must be a filterable field of the target (taxes: `{ status: [1] }`).
   */
  whereIn?: Record<string, (string | number)[]>;
  /**
   * Dependent choices (target field → field of this record), e.g. a receipt's invoice:
   * `{ cliente_id: 'cliente_id' }`. While that field holds a value, the selector offers only target rows
   * whose field equals it; picking a row while it is empty fills it from the row. The target fields are
   * filterable by lookups like `whereIn`'s. The rule that the pair must match is the resource's own
   * server hook (receipts: src/server/features/receivables), which answers with its own message.
   */
  filterBy?: Record<string, string>;
  /**
   * Fields of this record a pick fills from the picked row (own field → target field), e.g. a supplier
   * invoice's address from its supplier: `{ direccion: 'direccion' }`. A field is filled while it is
   * empty or still holds what the previous choice had; a value the user typed stays. Lookups may read
   * these target fields (core/access/lookup.ts).
   */
  fills?: Record<string, string>;
  /**
   * An `items` field of this resource whose lines hold a column of this field's name (a receipt's
   * `invoices` lines, each with its invoice_id): a filter `eq`/`in` on this field also matches the
   * records one of whose lines names the value, so a receipt paying several invoices is found from each
   * (the invoice page's related receipts, the receipts list filtered by invoice).
   */
  alsoLines?: string;
}

export interface FieldListOptions {
  /** Shown by default in the list (users can still toggle it). Default true. */
  visible?: boolean;
  /** Column can be sorted (`order[field]`). Default true for scalar kinds. */
  sortable?: boolean;
  /** Other fields the column's cell reads (fetched whenever the column is shown), e.g. a payments cell reads the total. */
  with?: string[];
  /** Select: shown as a coloured badge (the options' `tone`), the spec's `chip`. Default false. */
  chip?: boolean;
  /** The cell shows in red while these conditions hold on the row (an overdue invoice's due date); name the fields in `with`. */
  danger?: VisibleIf;
  /**
   * Select: option labels go through the UI's translations (spec `translate`). Default true; false
   * shows the label as stored (values that are data, not vocabulary).
   */
  translate?: boolean;
}

/**
 * A list filter (spec 01 §3 'generic filter definition'). Values travel as the list's URL keys and
 * reach the API through the query language, so the server validates (and, for `can`, enforces) them.
 */
export interface FieldFilterOptions {
  /** Filter accepts several values (whereIn). Default true for select/relation. */
  multiple?: boolean;
  /** Permission needed to use this filter: hidden from others, and the API answers their use with a 400. */
  can?: AccessCheck;
  /**
   * Values applied when a list opens with no filter in its address (and none remembered): e.g. tickets
   * open on their live estados. A function gets the user (owner = me). Clearing it shows everything.
   */
  default?: string[] | ((ctx: DefaultContext) => string[]);
  /** How the value reaches the query: 'presence' is a Sí/No filter sent as whereNotNull/whereNull. */
  handler?: 'presence';
  /** Text filters: 'contains' (whereLike, accent- and case-insensitive; default) or 'exact' (where). */
  searchLogic?: 'contains' | 'exact';
  /**
   * Offered only while another filter holds a value (one of `values`, when given); the value of a
   * filter that stops being offered is dropped, so a hidden filter never narrows the list.
   */
  showIf?: { filter: string; values?: string[] };
  /** The value is remembered per list on this device and restored when the list opens without filters. */
  localPersistent?: boolean;
}

export interface FieldOptions {
  /** Spanish label shown in lists and forms (translated by the web through Lingui). */
  label: string;
  /** Rule string (spec 03 §5.1), identical on client and server. */
  rules?: string;
  /**
   * The field's own message per rule name, replacing the rule's when it fails (spec texts such as the
   * expense amount's 'Required' / 'Must be greater than 0'). Spanish source; the web translates it.
   */
  messages?: Readonly<Record<string, string>>;
  /** Default for new records: a value, or a function of the creating user (e.g. owner = me). */
  default?: string | number | boolean | null | ((ctx: DefaultContext) => unknown);
  /** Form tab (spec 03 §2.1); default 'info'. */
  tab?: string;
  /** Computed or server-set: never accepted from clients. */
  readonly?: boolean;
  /** Accepted on write, never sent back (passwords). */
  writeOnly?: boolean;
  /** Only SuperAdmin reads or writes it; stripped from reads and ignored on writes for others. */
  superAdminOnly?: boolean;
  /** Field visible only when the user passes this check. */
  can?: AccessCheck;
  /** Field writable only when the user passes this check (reading is unaffected), e.g. role assignment. */
  editCan?: AccessCheck;
  /** Field visible only when the tenant has this module on. */
  modulo?: string;
  /** Field visible only to users who can send to the DIAN. */
  dianOnly?: boolean;
  /** Value must be unique within the tenant (checked by the server, 422). */
  unique?: boolean;
  /** Included in the accent/case-insensitive search (`q`/`query`). */
  searchable?: boolean;
  /** Enables where/whereIn/whereLike/whereNull… on this field. */
  filter?: boolean | FieldFilterOptions;
  list?: FieldListOptions;
  /** Field visible only to users with this role (or one of these); a check like `can` (spec 03 §3.1). */
  role?: AccessCheck;
  /** Shown in the form (and its presence rules applied) only while the condition holds. */
  visibleIf?: VisibleIf;
  /**
   * The value is stored inside the JSON object field of this name, under the field's own key
   * (spec 03 §3.1 metadata_field: users' default_homepage lives in `preferences`). No column of its own.
   */
  metadata_field?: string;
  /** Form-only hints. */
  placeholder?: string;
  hint?: string;
  fullWidth?: boolean;
  /** Input bounds and step (number, rating); for `extra` the least/most pairs. */
  min?: number;
  max?: number;
  step?: number;
  /** Shows a character counter against this many characters (text, textarea). */
  counter?: number;
  /** A regular expression (source) the text must match; checked on both sides like a `regex` rule. */
  pattern?: string;
  /** Text shown before the input ('$', 'https://'). */
  prefix?: string;
  /** Key of the option objects a selector keeps (relation selectors: 'id'). */
  trackBy?: string;
  /** Attribute of a related record shown as its label (default the resource's title). */
  attribute?: string;
  /** datetime: a plain native date-time input instead of the masked text with a picker. */
  simple?: boolean;
  /** currency: decimals shown in lists and exports (spec 03 §9: default 0; stored with `scale`). */
  decimals?: number;
  /** number: whole numbers only (parsed as an integer). */
  integer?: boolean;
  /** rating: half steps (default true); `step` (0.1 to 1.0) overrides. */
  halfIncrements?: boolean;
  /** table: its columns. */
  columns?: TableColumn[];
  /** component: name of the React component (the web's FIELD_COMPONENTS). */
  component?: string;
  /** Hidden in the form (still a list column or read-only data). */
  formHidden?: boolean;
  /** A form input other than the kind's own, by name (the web's FIELD_WIDGETS), e.g. 'row-scopes'. */
  widget?: string;
  /**
   * A list and viewer cell other than the kind's own, by name (the web's FIELD_CELLS), e.g. 'payments'.
   * A field with a named cell can be a list column even when its kind is not (an order's payments).
   */
  cell?: string;
  /** File kinds: what the field takes, as an HTML accept list ('.pdf,.docx', 'image/*'), within the kind's allow-list. */
  accept?: string;
  /** File and signature kinds: largest file in KB of 1000 bytes (defaults in core/files/rules.ts). */
  maxKb?: number;
  /** Image kind: largest file in MB (spec 03 §3.2: default 5). */
  maxMb?: number;
  /** Image kind: crop aspect ratio (width / height; spec 02: a category image 1, its banner 16/9); none = free. */
  aspect?: number;
  /** Signature kind: the exported type (spec 03 §3.2; default image/png). */
  signatureType?: 'image/png' | 'image/jpeg' | 'image/svg+xml';
}

/** What a default function may use. */
export interface DefaultContext {
  userId?: number;
  now: Date;
}

export interface Field extends FieldOptions {
  kind: FieldKind;
  /** SQL expression over the row's own columns (kind 'computed'); trusted code, never user input. */
  sql?: string;
  /** Kind of the computed value, for display and sorting. */
  valueKind?: FieldKind;
  /** Select options (kind 'select'). */
  options?: SelectOption[];
  /** Relation target (kinds 'relation' and 'relation_multiple'). */
  relation?: RelationSpec;
  /** Decimal places for currency/number columns; a rating's number of stars (1 to 10, default 5). */
  scale?: number;
  /** Child rows (kind 'items'). */
  items?: ItemsSpec;
  /**
   * Stored inside a jsonb column under a key instead of a column of its own (a tenant's custom fields:
   * `{ column: 'custom', key: 'talla' }`). Reads, filters, order and search use `column->>key`.
   */
  stored?: { column: string; key: string };
}

export type Fields = Record<string, Field>;

/** One condition of the query AST, used by named scopes (compiled like any list filter). */
export interface ScopeCondition {
  field: string;
  /** dateGte/dateLte compare with a date: 'YYYY-MM-DD', or 'today' (the business day when the query runs). */
  op: 'eq' | 'in' | 'null' | 'notNull' | 'dateGte' | 'dateLte';
  value?: unknown;
}

export type ResourceAction = 'view' | 'create' | 'update' | 'delete' | 'admin';

/** How far a role's view of a resource reaches: every row, the user's entidad's, or the user's own. */
export type RowScopeLevel = 'all' | 'team' | 'own';

/**
 * Which columns tie a row to a client, an owner and a team (the record pipeline turns them into the
 * base condition of every read and write). Derived by defineResource; a resource may override parts.
 */
export interface RowScopeSpec {
  /**
   * How a row belongs to a client, for users linked to one: a column holding the client id
   * ('cliente_id'; 'id' on clientes itself), 'self' (users: a client-linked user sees only itself),
   * or null when rows are not client-specific (catalogues such as productos: not limited).
   */
  client: string | 'self' | null;
  /** Fields naming the row's owners for "only mine": user relations (creator, owner, guardian, assignees). */
  own: string[];
  /** Column of the row's entidad for "my team", or null. */
  team: string | null;
  /** Roles may not limit this resource (global catalogues). */
  fixed?: boolean;
  /**
   * A relation field naming the row's parent (seguimientos: 'ticket_id'): a row is reachable exactly
   * when its parent is (the parent's row scope applies through it).
   */
  parent?: string;
  /**
   * A relation to users naming the one user a row belongs to (notifications: 'user_id'): every
   * principal, SuperAdmin included, reaches only its own rows; roles cannot widen it.
   */
  personal?: string;
  /**
   * Rows every principal who may view the resource reaches (settings: the public keys, `key` in
   * values); the other rows only SuperAdmin. A text match, unlike the id matches above.
   */
  readable?: { field: string; values: readonly string[] };
  /**
   * Rows limited by what the user is assigned (documents by the user's `categorias_documentos`):
   * `column` of this resource (the row's category; 'id' on the categories themselves) must be one of
   * the ids in the users field `via` (a relation_multiple) or, when that resource is a tree, below one.
   * A user with no assignments is not limited; SuperAdmin never is.
   */
  assigned?: { column: string; via: string };
}

/** How a tree resource names its parent, its own name and the stored path (see ResourceInput.tree). */
export interface TreeSpec {
  parent: string;
  name: string;
  path: string;
}

/** Files attached to a resource's records (tickets' `archivo`, comments' attachments). */
export interface FilesSpec {
  /** Largest file in KB (1 KB = 1000 bytes, as the spec's size rules measure). */
  maxKb: number;
  /** Field name the files answer under in errors (spec: 'archivo'). */
  field: string;
}

export interface ResourceInput<F extends Fields = Fields> {
  /** REST name, as the API and routes spell it: 'clientes', 'categorias-productos'. */
  name: string;
  /** SQL table; defaults to the name with '-' → '_'. */
  table?: string;
  /** Spanish labels, singular and plural. */
  label: { one: string; many: string };
  /** Grammatical gender for generated Spanish texts ('Nuevo cliente' / 'Nueva categoría'). */
  gender?: 'm' | 'f';
  /** Field that names a record (spec 01 §2.6: name, full_name, nombre, item or id). */
  title?: string;
  /** Tenant module that gates the resource; none means always on. */
  module?: string;
  /** Resource word of permission names: 'Clientes' → Ver/Agregar/Editar/Eliminar/Administrar Clientes. */
  permission?: string;
  /** Explicit checks per action; override the derived names (e.g. SuperAdmin-only resources). */
  access?: Partial<Record<ResourceAction, AccessCheck>>;
  fields: F;
  /** Default order, in the API's `-field` form. Default '-id'. */
  defaultOrder?: string;
  /** Named scopes for `scope[name]=1`. */
  scopes?: Record<string, ScopeCondition[]>;
  /** Menu placement; resources without it are not in the drawer. */
  menu?: ResourceMenu;
  /** Not tenant-scoped (global catalogues such as permissions). */
  global?: boolean;
  /** Role allowed to see revisions (spec 01 §6, default SuperAdmin). */
  revisions?: string;
  /** Row scope columns; derived from the fields when omitted (see RowScopeSpec). */
  rowScope?: Partial<RowScopeSpec>;
  /** Board / calendar views (see ResourceViews). */
  views?: ResourceViews;
  /** A page per record (see RecordPageSpec). */
  page?: RecordPageSpec;
  /** A record's own actions besides edit and delete (see RecordActionDef). */
  actions?: RecordActionDef[];
  /** Server checks shown under the form as it is filled (see FormChecksDef). */
  formChecks?: FormChecksDef[];
  /** Date-of-birth field: the resource's people are listed on /birthdays by their next birthday. */
  birthday?: string;
  /** Other addresses of the list that the spec uses ('orders' → /pedidos; several segments too: 'facturacion/credit_notes'): they redirect to it. */
  aliases?: string[];
  /**
   * Local mode (spec 01 §7, `GET {resource}?limit=10000`): the list loads up to 10,000 rows once and
   * filters, sorts and pages them in the client (small catalogues). The server still caps and checks
   * everything; only where the list's work happens changes.
   */
  localList?: boolean;
  /** Records may carry attached files (stored by the server's file storage, not as a column). */
  files?: FilesSpec;
  /**
   * Relation to users naming a record's author (seguimientos: 'user_id'). Then a record is updated or
   * deleted only by its author, or by whoever passes `access.admin` (SuperAdmin always), on top of
   * the update/delete permission (`canChangeRecord`).
   */
  author?: string;
  /**
   * A tenant may add its own fields to this resource (spec 03 §2.3): the table gets a jsonb column
   * `custom` and the records layer merges the tenant's definitions into the fields it works with.
   */
  customFields?: boolean;
  /**
   * A tree of records (categories): `path` is a read-only text field the server keeps as the names from
   * the root down, 'Contratos / Laborales', for this record and its descendants on every write.
   */
  tree?: TreeSpec;
  /**
   * Combinations of fields that are unique together within the tenant (stock rows: one per product and
   * warehouse): a unique (tenant_id, …fields) index, and the server's 422 with `message` on the last
   * field of the combination when a write would repeat one.
   */
  uniqueTogether?: UniqueTogether[];
}

/** Fields unique together within the tenant (see ResourceInput.uniqueTogether). */
export interface UniqueTogether {
  fields: string[];
  /** Spanish message of the 422 (the web translates it). */
  message: string;
}

export interface Resource<F extends Fields = Fields> extends Required<Pick<ResourceInput<F>,
  'name' | 'table' | 'label' | 'title' | 'fields' | 'defaultOrder' | 'scopes'>> {
  gender: 'm' | 'f';
  module?: string;
  permission?: string;
  access: Record<ResourceAction, AccessCheck>;
  menu?: ResourceMenu;
  global: boolean;
  revisions: string;
  /** Fields of the accent-insensitive search vector. */
  search: string[];
  /** include name → field name, derived from relation fields. */
  includes: Record<string, string>;
  rowScope: RowScopeSpec;
  views: ResourceViews;
  page?: RecordPageSpec;
  actions: RecordActionDef[];
  formChecks: FormChecksDef[];
  birthday?: string;
  aliases: string[];
  localList: boolean;
  files?: FilesSpec;
  author?: string;
  customFields: boolean;
  tree?: TreeSpec;
  uniqueTogether: UniqueTogether[];
}
