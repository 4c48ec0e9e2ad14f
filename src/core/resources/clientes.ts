import {
  address, computed, currency, date, defineResource, email, extra, image, json, location, optionsOf, phone, radio, relation, select, text, textarea, withTones,
} from '../resource';

/** DIAN identification document types (tipo_documento). */
export const TIPOS_DOCUMENTO = [
  { value: '11', label: 'Registro civil' },
  { value: '12', label: 'Tarjeta de identidad' },
  { value: '13', label: 'Cédula de ciudadanía' },
  { value: '21', label: 'Tarjeta de extranjería' },
  { value: '22', label: 'Cédula de extranjería' },
  { value: '31', label: 'NIT' },
  { value: '41', label: 'Pasaporte' },
  { value: '42', label: 'Documento de identificación extranjero' },
  { value: '47', label: 'PEP' },
  { value: '50', label: 'NIT de otro país' },
  { value: '91', label: 'NUIP' },
];

export const ESTADOS_CLIENTE = ['Prospecto', 'Cliente', 'Demostración', 'Propuesta', 'Negociación', 'Licitación',
  'Negado', 'Aceptado', 'Cancelado'] as const;
/** Status colours of the estado badges: the sales funnel in blue/amber, won green, lost grey/red. */
const ESTADO_CLIENTE_TONES = {
  Prospecto: 'neutral', Cliente: 'success', 'Demostración': 'info', Propuesta: 'info', 'Negociación': 'warning',
  'Licitación': 'warning', Negado: 'danger', Aceptado: 'success', Cancelado: 'neutral',
} as const;

const inList = (values: { value: string | number }[]) => `in:${values.map((v) => v.value).join(',')}`;

const REGIMENES = [{ value: '04', label: 'Régimen simple' }, { value: '05', label: 'Régimen ordinario' },
  { value: '48', label: 'Responsable de IVA' }, { value: '49', label: 'No responsable de IVA' }];
const RESPONSABILIDADES = [{ value: 'O-13', label: 'Gran contribuyente' }, { value: 'O-15', label: 'Autorretenedor' },
  { value: 'O-23', label: 'Agente de retención IVA' }, { value: 'O-47', label: 'Régimen simple de tributación' },
  { value: 'R-99-PN', label: 'No aplica – Otros' }];
const TRIBUTOS = [{ value: '01', label: 'IVA' }, { value: '04', label: 'INC' }, { value: 'ZA', label: 'IVA e INC' },
  { value: 'ZZ', label: 'No aplica' }];
const PRICE_SETS = Array.from({ length: 20 }, (_, i) => ({ value: i + 1, label: `Precio ${i + 1}` }));

export const clientes = defineResource({
  name: 'clientes',
  label: { one: 'Cliente', many: 'Clientes' },
  customFields: true,
  title: 'full_name',
  module: 'clientes',
  permission: 'Clientes',
  menu: { group: 'Ventas', order: 10, icon: 'users' },
  birthday: 'nacimiento',
  // /cliente/{id}: the client's 360° page (spec 01 §2.2) — its orders, tickets, bookings, documents, invoices and receipts.
  page: {
    path: 'cliente',
    related: [
      // What the client owes first: its invoices' totals and debt, and what its receipts paid.
      { resource: 'invoices', field: 'cliente_id', sums: ['total', 'debt'] },
      { resource: 'receipts', field: 'cliente_id', sums: ['amount'] },
      { resource: 'pedidos', field: 'cliente_id', sums: ['total'] },
      { resource: 'tickets', field: 'cliente_id' },
      { resource: 'bookings', field: 'cliente_id' },
      { resource: 'documents', field: 'cliente_id' },
    ],
  },
  fields: {
    tipo_documento: select(TIPOS_DOCUMENTO, { label: 'Tipo de documento', rules: `required|${inList(TIPOS_DOCUMENTO)}`, default: '31', tab: 'client', list: { visible: false } }),
    document: text({ label: 'Documento', rules: 'required|min:3|max:30|nit_if:tipo_documento,31', searchable: true, unique: true, filter: true, tab: 'client' }),
    nombres: text({ label: 'Nombres', rules: 'required|min:2|max:100', searchable: true, tab: 'client' }),
    middle_name: text({ label: 'Segundo nombre', rules: 'max:100', tab: 'client', list: { visible: false } }),
    apellidos: text({ label: 'Apellidos', rules: 'max:100', searchable: true, tab: 'client' }),
    full_name: computed('text', { label: 'Nombre completo', sql: "concat_ws(' ', nombres, middle_name, apellidos)", list: { visible: false } }),
    nombre_comercial: text({ label: 'Nombre comercial', rules: 'max:255', searchable: true, tab: 'client', list: { visible: false } }),
    imagen: image({ label: 'Imagen', aspect: 1, tab: 'client', list: { visible: false } }),
    email: email({ label: 'Correo', rules: 'email|max:255', searchable: true, tab: 'client' }),
    telefono: phone({ label: 'Teléfono', rules: 'required|phone', default: '5555555555', searchable: true, tab: 'client' }),
    direccion: address({ label: 'Dirección', rules: 'required|max:255', default: 'Calle 1 nro 1 1', tab: 'client', list: { visible: false } }),
    estado: select(withTones(optionsOf(ESTADOS_CLIENTE), ESTADO_CLIENTE_TONES), { label: 'Estado', rules: `required|in:${ESTADOS_CLIENTE.join(',')}`, default: 'Cliente', tab: 'client', list: { chip: true } }),
    nacimiento: date({ label: 'Nacimiento', rules: 'date|before:today', filter: true, tab: 'client', list: { visible: false } }),
    code: text({ label: 'Código', rules: 'max:50', searchable: true, tab: 'client', list: { visible: false } }),
    sector: text({ label: 'Sector', rules: 'max:100', filter: true, tab: 'client', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', tab: 'client', list: { visible: false } }),
    vendedor_id: relation('users', { label: 'Vendedor', tab: 'client', list: { visible: false } }),
    user_id: relation('users', { label: 'Creado por', readonly: true, default: (c) => c.userId, list: { visible: false } }),
    setPrecio: select(PRICE_SETS, { label: 'Lista de precios de venta', rules: 'required|in:' + PRICE_SETS.map((p) => p.value).join(','), default: 1, tab: 'client', list: { visible: false } }),
    setPrecioCompra: select(PRICE_SETS, { label: 'Lista de precios de compra', rules: 'required|in:' + PRICE_SETS.map((p) => p.value).join(','), default: 1, tab: 'client', list: { visible: false } }),
    nota: textarea({ label: 'Nota', rules: 'max:2000', tab: 'client', list: { visible: false } }),
    tipo_contribuyente: radio([{ value: '1', label: 'Persona jurídica' }, { value: '2', label: 'Persona natural' }],
      { label: 'Tipo de contribuyente', rules: 'required|in:1,2', default: '1', tab: 'Tributarios', list: { visible: false } }),
    regimen: select(REGIMENES, { label: 'Régimen', rules: `required|${inList(REGIMENES)}`, default: '05', tab: 'Tributarios', list: { visible: false } }),
    responsabilidad_fiscal: select(RESPONSABILIDADES, { label: 'Responsabilidad fiscal', rules: `required|${inList(RESPONSABILIDADES)}`, default: 'R-99-PN', tab: 'Tributarios', list: { visible: false } }),
    tributo: select(TRIBUTOS, { label: 'Tributo', rules: `required|${inList(TRIBUTOS)}`, default: 'ZZ', tab: 'Tributarios', list: { visible: false } }),
    esquema_de_impuestos: select(TRIBUTOS, { label: 'Esquema de impuestos', rules: `required|${inList(TRIBUTOS)}`, default: 'ZZ', tab: 'Tributarios', list: { visible: false } }),
    tipo_operacion: select([{ value: '10', label: 'Estándar' }, { value: '09', label: 'AIU' }, { value: '11', label: 'Mandatos' }],
      { label: 'Tipo de operación', rules: 'required|in:10,09,11', default: '10', tab: 'Tributarios', list: { visible: false } }),
    codigo_actividad_economica: text({ label: 'Actividad económica (CIIU)', rules: 'max:10', tab: 'Tributarios', list: { visible: false } }),
    matricula_mercantil: text({ label: 'Matrícula mercantil', rules: 'max:50', tab: 'Tributarios', list: { visible: false } }),
    pais: text({ label: 'País', rules: 'required|max:2', default: 'CO', tab: 'Tributarios', list: { visible: false } }),
    departamento: text({ label: 'Departamento (código)', rules: 'required|max:5', default: '11', tab: 'Tributarios', list: { visible: false } }),
    ciudad: text({ label: 'Ciudad (código)', rules: 'required|max:8', default: '11001', filter: true, tab: 'Tributarios', list: { visible: false } }),
    balance: currency({ label: 'Saldo', superAdminOnly: true, readonly: true, default: 0, hint: 'Lo que deben sus facturas; lo lleva el sistema.', tab: 'client', list: { visible: false } }),
    ingreso: date({ label: 'Fecha de ingreso', rules: 'date', tab: 'client', list: { visible: false } }),
    egreso: date({ label: 'Fecha de egreso', rules: 'date|after_or_equal:ingreso', tab: 'client', list: { visible: false } }),
    location: location({ label: 'Ubicación', tab: 'client', list: { visible: false } }),
    extra: extra({ label: 'Datos adicionales', tab: 'client', max: 50 }),
  },
});
