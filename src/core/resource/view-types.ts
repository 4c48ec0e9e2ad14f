// How a resource is shown besides its list and form: board, calendar and reorder views, the record
// page with its related lists, and the drawer entry. Re-exported by types.ts.
import type { MenuGroupName } from './menu';

/**
 * A board view of a resource (tickets kanban, orders status board): records as cards in columns.
 * The screen reads everything from here and from the fields; it never repeats what the resource knows.
 */
export interface BoardView {
  /** Field whose value places a card in a column (tickets: 'estado'); dragging writes it. */
  column: string;
  /** Integer field with the card's persisted position inside its column; none keeps defaultOrder. */
  order?: string;
  /**
   * One board per value of a relation (tickets: one per 'categoria_id'), whose record names the
   * columns in a comma-separated field (categorias-tickets.lists). Without it the columns are the
   * column field's select options.
   */
  boards?: { field: string; columns: string };
  /** Fields a card shows besides the title, in order. */
  card?: string[];
  /** Column values whose cards are finished: their due dates are no longer overdue, their titles muted. */
  done?: string[];
}

/** A calendar view of a resource (bookings, ticket due dates): records as events. */
export interface CalendarView {
  /** Date or datetime field where the event starts; dragging writes it. */
  start: string;
  /** Datetime field where it ends (resizing writes it); none = a one-day / point event. */
  end?: string;
  /** Relation field that colours and filters the events (bookings: 'puesto_id'); its target's `color` paints them. */
  color?: string;
  /** Fields whose values (a relation: the related record's title) make the event's title; default the resource's title. */
  title?: string[];
}

/**
 * The reorder screen of a resource (spec 01 §2.6, `/{resource}/reorder?title=&description=`): its
 * records as a drag-to-reorder tree. Saved through `PUT {resource}/reorder` (permission: update).
 */
export interface ReorderView {
  /** Integer field with the record's position among its siblings (ascending). */
  order: string;
  /** Relation to the same resource that makes the tree (categories: 'parent_id'); none = a flat list. */
  parent?: string;
  /** Default title field of a node (spec: full_name; the resource's title when it has no full_name). */
  title?: string;
  /** Default description field of a node (spec: description; else descripcion when the resource has it). */
  description?: string;
}

/**
 * A tree panel beside the list (/documents): the records of `field`'s target, a tree resource, nested
 * with their row counts; choosing one lists the rows filed under it or below it (`whereUnder`), at
 * `/{resource}/{nodeId}` (spec 01 §2.2 /documents/{category}).
 */
export interface TreeListView {
  /** Relation field to a resource that declares `tree` (documents: 'categoria_id'); it must be filterable. */
  field: string;
}

/** Views a resource offers besides its list (declared on it, drawn by generic screens). */
export interface ResourceViews {
  board?: BoardView;
  calendar?: CalendarView;
  reorder?: ReorderView;
  tree?: TreeListView;
}

/** Records of another resource that point at this one, listed on its record page. */
export interface RelatedList {
  /** REST name of the resource listed ('pedidos'). */
  resource: string;
  /** Its relation field holding this record's id ('cliente_id'). */
  field: string;
  /** Number/currency fields of `resource` summed over every related row (`sum=`), shown on the section. */
  sums?: string[];
}

/**
 * A page per record (spec 01 §2.2: /cliente/{id}, /orders/{id}, /product/{id}, /workers/{id}): the
 * record's fields, its actions and the lists of records that point at it. Opt-in, because some
 * resources already use `/{name}/{segment}` for something else (/documents/{category}).
 */
export interface RecordPageSpec {
  /** First segment of the page's address when it is not the REST name: 'cliente' → /cliente/{id}. */
  path?: string;
  related?: RelatedList[];
}

/** Where a resource appears in the drawer menu. */
export interface ResourceMenu {
  /** Drawer group; groups are ordered by MENU_GROUPS (src/core/resource/menu.ts). */
  group: MenuGroupName;
  /** Position inside the group, ascending. */
  order: number;
  /** Icon name of the web's icon set (unknown names show a list icon). */
  icon?: string;
}

/**
 * A record's own action beyond edit/delete (issue 15: 'Enviar a la DIAN', 'Imprimir factura',
 * 'Facturar', 'Pagar con tarjeta'), declared once on the resource: the record page shows it as a
 * button, the list's and the page's command palette offer it, and the server serves its call. Every
 * gate here is also checked by the server route; these only decide what the screen offers.
 */
export type RecordActionWhen =
  | { field: string; in: readonly unknown[] }
  | { field: string; notIn: readonly unknown[] }
  | { field: string; gt: number };

export interface RecordActionDef {
  /** Stable id; for `post` actions also the path segment of the call: POST {resource}/{id}/{key}. */
  key: string;
  /** Spanish label (translated like resource labels). */
  label: string;
  icon: string;
  /**
   * `post`: the server call, then the record refreshes; `link`: opens an app page (`href`, {id} replaced);
   * `form`: GET {resource}/{id}/{key} answers `{ url, payload }` and the browser posts `payload` as a
   * hidden form to `url` (an external checkout: PayU WebCheckout).
   */
  kind: 'post' | 'link' | 'form';
  href?: string;
  /**
   * Offered only while the row meets the condition(s): a field with one of these values (`in`), with
   * none of them (`notIn`), or a decimal above a number (`gt`). A list: all of them.
   */
  when?: RecordActionWhen | readonly RecordActionWhen[];
  /** The resource action the user needs on this record (default 'view' for links, 'update' for posts). */
  needs?: 'view' | 'update' | 'create';
  /** Extra permission names (any of them), module, or DIAN-sending capability. */
  can?: string | string[];
  module?: string;
  dian?: boolean;
  /** Spanish question asked before a post (a confirmation dialog); none = no confirmation. */
  confirm?: string;
  /** Spanish notice after a post succeeded. */
  done?: string;
  /** Keyboard shortcut id of the record page (single keys, e.g. 'p'). */
  keys?: string;
  /** A post that answers a record of this resource (an order's 'Facturar' → its invoice): it opens next. */
  opens?: string;
}


/**
 * A panel of server checks under a resource's form (issue 15: 'Verificación DIAN' before an electronic
 * invoice is saved): the form's values are posted to `POST {resource}/checks/{key}` as they change, and
 * the answer `{ checks: [{ key, ok, label, detail }], preview: [{ label, value }] }` is shown.
 */
export interface FormChecksDef {
  key: string;
  /** Spanish title of the panel. */
  label: string;
  /** Shown only while a field of the form has one of these values. */
  when?: { field: string; in: readonly unknown[] };
  /** Only for users who can send to the DIAN. */
  dian?: boolean;
}
