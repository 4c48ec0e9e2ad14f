import type { Field, Fields, Resource, ResourceAction, ResourceInput, RowScopeSpec } from './types';

const ACTION_WORD: Record<ResourceAction, string> = {
  view: 'Ver', create: 'Agregar', update: 'Editar', delete: 'Eliminar', admin: 'Administrar',
};

/** Permission name of an action on a resource word: ('update', 'Clientes') → 'Editar Clientes'. */
export const permissionName = (action: ResourceAction, word: string) => `${ACTION_WORD[action]} ${word}`;

export const PERMISSION_ACTIONS = Object.keys(ACTION_WORD) as ResourceAction[];

const TITLE_CANDIDATES = ['name', 'full_name', 'nombre', 'item'];

/** Scalar kinds can be sorted unless the field says otherwise. */
export const isSortable = (f: Field) =>
  f.list?.sortable ?? !['relation_multiple', 'json', 'location', 'password', 'items', 'field_creator', 'checkbox_multiple', 'extra', 'table', 'component', 'divider', 'section'].includes(f.kind);

export const isFilterable = (f: Field) => !!f.filter;

export function defineResource<F extends Fields>(input: ResourceInput<F>): Resource<F> {
  const fields = input.fields;
  // Custom fields are named custom_<key> (core/custom-fields): a built-in field must never collide.
  if (input.customFields && Object.keys(fields).some((k) => k === 'custom' || k.startsWith('custom_'))) {
    throw new Error(`${input.name}: 'custom' and 'custom_*' field names are reserved for custom fields`);
  }
  // metadata_field (spec 03 §3.1): the value lives in that JSON field under the field's name — the same
  // storage as custom fields, so reads, writes (merged, other keys kept), filters and search follow.
  for (const [key, f] of Object.entries(fields)) {
    if (!f.metadata_field || f.stored) continue;
    if (fields[f.metadata_field]?.kind !== 'json') throw new Error(`${input.name}.${key}: metadata_field ${f.metadata_field} is not a json field`);
    f.stored = { column: f.metadata_field, key };
  }
  // trackBy (spec 03 §3.1): the key a selector keeps of its options. Relations store the related id and
  // selects their option's value — declaring another key would be silently ignored, so it is refused.
  for (const [key, f] of Object.entries(fields)) {
    if (f.trackBy === undefined) continue;
    const kept = f.relation ? 'id' : f.options ? 'value' : undefined;
    if (f.trackBy !== kept) throw new Error(`${input.name}.${key}: trackBy '${f.trackBy}' — this field keeps ${kept ? `'${kept}'` : 'no option key'}`);
  }
  const includes: Record<string, string> = {};
  for (const [key, f] of Object.entries(fields)) {
    if (f.relation) {
      if (!f.relation.include) f.relation.include = f.kind === 'relation' ? key.replace(/_id$/, '') : key;
      includes[f.relation.include] = key;
    }
    if (f.kind === 'relation_multiple' && f.relation && !f.relation.pivot) {
      throw new Error(`${input.name}.${key}: relation_multiple needs a pivot`);
    }
  }
  const word = input.permission;
  const access = Object.fromEntries(
    (Object.keys(ACTION_WORD) as ResourceAction[]).map((a) => [
      a,
      input.access?.[a] ?? (word ? permissionName(a, word) : undefined),
    ]),
  ) as Resource['access'];
  const title = input.title ?? TITLE_CANDIDATES.find((c) => c in fields) ?? 'id';
  const search = Object.entries(fields).filter(([, f]) => f.searchable).map(([k]) => k);
  return {
    name: input.name,
    table: input.table ?? input.name.replace(/-/g, '_'),
    label: input.label,
    gender: input.gender ?? 'm',
    title,
    module: input.module,
    permission: word,
    access,
    fields,
    defaultOrder: input.defaultOrder ?? '-id',
    scopes: input.scopes ?? {},
    menu: input.menu,
    global: input.global ?? false,
    revisions: input.revisions ?? 'SuperAdmin',
    search,
    includes,
    rowScope: deriveRowScope(input),
    views: checkViews(input),
    customFields: input.customFields ?? false,
    localList: input.localList ?? false,
    ...(input.files ? { files: input.files } : {}),
    ...(input.author ? { author: checkAuthor(input) } : {}),
    ...(input.tree ? { tree: checkTree(input) } : {}),
    ...(input.page ? { page: input.page } : {}),
    actions: input.actions ?? [],
    formChecks: input.formChecks ?? [],
    aliases: input.aliases ?? [],
    ...(input.birthday ? { birthday: checkBirthday(input) } : {}),
    uniqueTogether: checkUniqueTogether(input),
  };
}

/** The date-of-birth field is a date field of the resource. */
function checkBirthday(input: ResourceInput): string {
  if (input.fields[input.birthday!]?.kind !== 'date') throw new Error(`${input.name}.birthday: ${input.birthday} is not a date field`);
  return input.birthday!;
}

/** Fields unique together must be stored columns of the resource (their index is (tenant_id, …fields)). */
function checkUniqueTogether(input: ResourceInput): Resource['uniqueTogether'] {
  for (const u of input.uniqueTogether ?? []) {
    if (u.fields.length < 2) throw new Error(`${input.name}.uniqueTogether: name at least two fields (one field: unique)`);
    for (const f of u.fields) {
      const kind = input.fields[f]?.kind;
      if (!kind || ['computed', 'relation_multiple', 'items', 'json'].includes(kind)) throw new Error(`${input.name}.uniqueTogether: ${f} is not a stored scalar field`);
    }
  }
  return input.uniqueTogether ?? [];
}

/** A tree names a relation to the resource itself, a text name and a read-only text path. */
function checkTree(input: ResourceInput): NonNullable<Resource['tree']> {
  const { parent, name, path } = input.tree!;
  const p = input.fields[parent];
  if (p?.kind !== 'relation' || p.relation?.resource !== input.name) throw new Error(`${input.name}.tree: ${parent} is not a relation to ${input.name}`);
  if (input.fields[name]?.kind !== 'text') throw new Error(`${input.name}.tree: ${name} is not a text field`);
  if (input.fields[path]?.kind !== 'text' || !input.fields[path].readonly) throw new Error(`${input.name}.tree: ${path} is not a read-only text field`);
  return input.tree!;
}

/** The author field must be a relation to users (its value is compared with the writer's id). */
function checkAuthor(input: ResourceInput): string {
  const f = input.fields[input.author!];
  if (f?.kind !== 'relation' || f.relation?.resource !== 'users') throw new Error(`${input.name}.author: ${input.author} is not a relation to users`);
  return input.author!;
}

/** A view may only name fields the resource has (a typo would otherwise surface as an empty board). */
function checkViews(input: ResourceInput): Resource['views'] {
  const views = input.views ?? {};
  const named = [
    views.board?.column, views.board?.order, views.board?.boards?.field, ...(views.board?.card ?? []),
    views.calendar?.start, views.calendar?.end, views.calendar?.color, ...(views.calendar?.title ?? []),
    views.reorder?.order, views.reorder?.parent, views.reorder?.title, views.reorder?.description, views.tree?.field,
  ].filter((f): f is string => !!f);
  for (const f of named) {
    if (!(f in input.fields)) throw new Error(`${input.name}: view names unknown field '${f}'`);
  }
  if (views.tree && (input.fields[views.tree.field].kind !== 'relation' || !input.fields[views.tree.field].filter)) {
    throw new Error(`${input.name}: views.tree.field must be a filterable relation`);
  }
  // A calendar reads its records by date range: its start and end take date bounds (and get an index).
  for (const f of [views.calendar?.start, views.calendar?.end]) {
    if (f && !input.fields[f].filter) input.fields[f].filter = true;
  }
  return views;
}

/**
 * Row scope from the fields unless declared: the client is the `cliente_id` relation to clientes,
 * owners are the relations to users (creator, owner, guardian, assignees, seller), the team is
 * `entidad_id`. clientes and users are special: a client row is its own client; a user row is its own.
 */
function deriveRowScope(input: ResourceInput): RowScopeSpec {
  const entries = Object.entries(input.fields);
  const derived: RowScopeSpec = {
    client: input.name === 'clientes' ? 'id' : input.name === 'users' ? 'self'
      : entries.some(([k, f]) => k === 'cliente_id' && f.relation?.resource === 'clientes') ? 'cliente_id' : null,
    own: input.global ? [] : input.name === 'users' ? ['id']
      : entries.filter(([, f]) => f.relation?.resource === 'users').map(([k]) => k),
    team: !input.global && entries.some(([k]) => k === 'entidad_id') ? 'entidad_id' : null,
    fixed: input.global,
  };
  return { ...derived, ...input.rowScope };
}

/** Title of a record (spec 01 §2.6): the resource's title field, then name, full_name, nombre, item, id. */
export function recordTitle(resource: Pick<Resource, 'title'> | undefined, row: Record<string, unknown>): string {
  const keys = [resource?.title, ...TITLE_CANDIDATES, 'id'].filter(Boolean) as string[];
  for (const k of keys) {
    const v = row[k];
    if (v !== undefined && v !== null && v !== '') return String(v);
  }
  return '';
}
