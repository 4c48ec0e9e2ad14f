import {
  boolean, date, defineResource, email, image, json, password, phone, relation, relationMany, select, text,
} from '../resource';

/**
 * Pages a user may choose to land on (spec 01 §2.3 lists /, calendar, calendar/tickets, reports,
 * booking, punto, boards, orders, invoices, storage, users, entries, profile): those that exist.
 * Reports, punto and entries join when their screens do.
 */
export const HOMEPAGES = ['/', 'calendar', 'calendar/tickets', 'booking', 'boards', 'orders', 'storage', 'users', 'profile'] as const;
const HOMEPAGE_LABELS: Record<(typeof HOMEPAGES)[number], string> = {
  '/': 'Dashboard', calendar: 'Calendario', 'calendar/tickets': 'Calendario de tickets', booking: 'Reservas', boards: 'Tableros',
  orders: 'Pedidos', storage: 'Bodegas', users: 'Usuarios', profile: 'Perfil',
};

/** Assigning roles and permissions (and editing them) needs this, not just 'Editar Usuarios'. */
export const ADMINISTRAR_USUARIOS = 'Administrar Usuarios';

export const users = defineResource({
  name: 'users',
  label: { one: 'Usuario', many: 'Usuarios' },
  customFields: true,
  title: 'full_name',
  permission: 'Usuarios',
  menu: { group: 'Administración', order: 10, icon: 'user' },
  fields: {
    full_name: text({ label: 'Nombre', rules: 'required|min:2|max:50', searchable: true, tab: 'user' }),
    email: email({ label: 'Correo', rules: 'required|email|max:50', searchable: true, unique: true, filter: true, tab: 'user' }),
    documento: text({ label: 'Documento', rules: 'required|min:3|max:50', searchable: true, tab: 'user' }),
    telefono: phone({ label: 'Teléfono', rules: 'phone', tab: 'user' }),
    imagen: image({ label: 'Imagen', aspect: 1, tab: 'user', list: { visible: false } }),
    password: password({ label: 'Contraseña', rules: 'min:6|max:50|confirmed', tab: 'user' }),
    active: boolean({ label: 'Activo', default: true, filter: true, tab: 'user' }),
    nacimiento: date({ label: 'Nacimiento', rules: 'date|before:today', filter: true, tab: 'user', list: { visible: false } }),
    departamento: text({ label: 'Departamento', rules: 'max:100', filter: true, tab: 'user', list: { visible: false } }),
    cargo: text({ label: 'Cargo', rules: 'max:100', tab: 'user', list: { visible: false } }),
    direccion: text({ label: 'Dirección', rules: 'max:255', tab: 'user', list: { visible: false } }),
    admin: boolean({ label: 'Administrador', default: false, superAdminOnly: true, tab: 'user', list: { visible: false } }),
    is_vendedor: boolean({ label: 'Es vendedor', default: false, filter: true, tab: 'user', list: { visible: false } }),
    is_store_user: boolean({ label: 'Usuario de tienda', default: false, modulo: 'tienda', tab: 'user', list: { visible: false } }),
    store_url: text({ label: 'URL de la tienda', rules: 'max:255', modulo: 'tienda', tab: 'user', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', tab: 'relations', list: { visible: false } }),
    cliente_id: relation('clientes', { label: 'Cliente', superAdminOnly: true, tab: 'relations', list: { visible: false } }),
    roles: relationMany('roles', { label: 'Roles', pivot: 'role_user', ownerKey: 'user_id', targetKey: 'role_id', tab: 'role', editCan: ADMINISTRAR_USUARIOS }),
    permissions: relationMany('permissions', { label: 'Permisos directos', pivot: 'permission_user', ownerKey: 'user_id', targetKey: 'permission_id', tab: 'role', editCan: ADMINISTRAR_USUARIOS, list: { visible: false } }),
    // Where the user works and what it handles (spec 02 §3 User): job places, warehouses and the
    // categories of documents, tickets and products; client links and ticket categories are
    // SuperAdmin-only (spec 02 §6).
    puestos: relationMany('puestos', { label: 'Puestos', pivot: 'puesto_user', ownerKey: 'user_id', targetKey: 'puesto_id', modulo: 'booking', tab: 'relations', list: { visible: false } }),
    bodegas: relationMany('bodegas', { label: 'Bodegas', pivot: 'bodega_user', ownerKey: 'user_id', targetKey: 'bodega_id', modulo: 'inventarios', tab: 'relations', list: { visible: false } }),
    categorias_documentos: relationMany('categorias-documentos', { label: 'Categorías de documentos', pivot: 'categoria_documento_user', ownerKey: 'user_id', targetKey: 'categoria_documento_id', modulo: 'gestion_documental', tab: 'relations', list: { visible: false } }),
    categorias_tickets: relationMany('categorias-tickets', { label: 'Categorías de tickets', pivot: 'categoria_ticket_user', ownerKey: 'user_id', targetKey: 'categoria_ticket_id', superAdminOnly: true, modulo: 'tickets', tab: 'relations', list: { visible: false } }),
    categorias_productos: relationMany('categorias-productos', { label: 'Categorías de productos', pivot: 'categoria_producto_user', ownerKey: 'user_id', targetKey: 'categoria_producto_id', modulo: 'inventarios', tab: 'relations', list: { visible: false } }),
    clients: relationMany('clientes', { label: 'Clientes asignados', pivot: 'cliente_user', ownerKey: 'user_id', targetKey: 'cliente_id', superAdminOnly: true, modulo: 'clientes', tab: 'relations', list: { visible: false } }),
    // The page a user lands on after signing in (spec 01 §2.3), kept in `preferences` (spec 03 §3.1 metadata_field).
    default_homepage: select(HOMEPAGES.map((v) => ({ value: v, label: HOMEPAGE_LABELS[v] })), { label: 'Página de inicio', rules: `in:${HOMEPAGES.join(',')}`, metadata_field: 'preferences', tab: 'user', list: { visible: false } }),
    preferences: json({ label: 'Preferencias', formHidden: true, list: { visible: false } }),
    extra: json({ label: 'Extra', formHidden: true, list: { visible: false } }),
    password_status: text({ label: 'Estado de la contraseña', readonly: true, formHidden: true, list: { visible: false } }),
  },
});

/**
 * What a user may change of its own record on /profile without 'Editar Usuarios' (its name, contact
 * details and where it lands); roles, status and links stay with whoever administers users. The
 * password has its own route (/change-password, with the current one).
 */
export const PROFILE_FIELDS = ['full_name', 'email', 'documento', 'telefono', 'nacimiento', 'direccion', 'default_homepage'] as const;

/** The users resource narrowed to the profile's fields (the /profile form and its server check). */
export const profileView = {
  ...users,
  name: 'profile',
  label: { one: 'Perfil', many: 'Perfil' },
  fields: Object.fromEntries(PROFILE_FIELDS.map((k) => [k, users.fields[k]])),
} as typeof users;
