import { formatNit } from '../../src/core/rules/nit';
import { TestFile } from './multipart';

let seq = 0;
// A random day of a far year per test file, then one hour per booking.
let bookingSlot = Math.floor(Math.random() * 3000) * 24;
const n = () => `${Date.now() % 100000}${++seq}`;

/**
 * A valid create payload per resource, unique on every call. The contract test requires one for
 * every registered resource, so a new resource cannot skip the create→…→other-tenant run.
 */
export const FACTORIES: Record<string, () => Record<string, unknown>> = {
  users: () => ({ full_name: `Usuario ${n()}`, email: `u${n()}@prueba.test`, documento: `10${n()}`, password: 'secreto123', password_confirmation: 'secreto123' }),
  roles: () => ({ name: `Rol ${n()}` }),
  permissions: () => ({ name: `Permiso ${n()}` }),
  entidades: () => ({ name: `Entidad ${n()}` }),
  clientes: () => ({ tipo_documento: '31', document: formatNit(`9${n()}`.slice(0, 9)), nombres: `Cliente ${n()} S.A.S.`, email: `c${n()}@empresa.co` }),
  productos: () => ({ referencia: `REF-${n()}`, name: `Producto ${n()}`, precio: '12500.50' }),
  'categorias-productos': () => ({ nombre: `Categoría ${n()}` }),
  taxes: () => ({ name: `Impuesto ${n()}`, rate: '19', mode: 'percentage', type: 'IVA', status: 1 }),
  tickets: () => ({ titulo: `Ticket ${n()}`, contenido: 'Contenido del ticket de prueba', categoria_id: '__categorias-tickets__' }),
  'categorias-tickets': () => ({ nombre: `Categoría ${n()}` }),
  pedidos: () => ({ numero_pedido: `PED-${n()}`, cliente_id: '__clientes__', fecha_pedido: '2026-11-20', direccion_envio: 'Calle 1 # 2-3',
    items: [{ nombre: 'Soporte técnico por hora', cantidad: '2', precio: '95000' }] }),
  puestos: () => ({ nombre: `Puesto ${n()}`, color: '#0EA5E9' }),
  // Each call takes its own hour, far from the demo week, so bookings never overlap one another.
  bookings: () => {
    const start = new Date(Date.UTC(2031, 0, 1, 13) + (bookingSlot++) * 3_600_000);
    return { cliente_id: '__clientes__', user_id: '__users__', puesto_id: '__puestos__', start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 30 * 60_000).toISOString(), notes: 'Reserva de prueba' };
  },
  seguimientos: () => ({ ticket_id: '__tickets__', texto: `<p>Comentario <strong>${n()}</strong></p>` }),
  'payment-methods': () => ({ nombre: `Método ${n()}`, codigo: '10' }),
  'custom-fields': () => ({ definition: { type: 'text', label: `Campo ${n()}`, resource: 'productos' } }),
  proveedores: () => ({ nombre: `Proveedor ${n()}`, documento: `80${n()}`, direccion: 'Carrera 7 # 12-30' }),
  expenses: () => ({ number: `G-${n()}`, concept: 'Papelería de oficina', amount: '84500.00' }),
  bodegas: () => ({ nombre: `Bodega ${n()}` }),
  units: () => ({ name: `Unidad ${n()}`, short: 'u' }),
  conductores: () => ({ nombres: `Conductor ${n()}`, cedula: `79${n()}` }),
  vehiculos: () => ({ placa: `P${n()}` }),
  workers: () => ({ first_name: `Trabajador${n()}`, last_name: 'Pérez Gómez', document: `52${n()}`, email: `w${n()}@empresa.co` }),
  charges: () => ({ name: `Cargo ${n()}` }),
  concepts: () => ({ code: `C${n()}`, name: `Concepto ${n()}`, type: 'devengado', apply_on: 'No Aplica', percent: '0' }),
  horarios: () => ({ nombre: `Horario ${n()}` }),
  schedules: () => ({ worker_id: '__workers__', start: '2031-03-02T08:00:00-05:00', end: '2031-03-02T17:00:00-05:00' }),
  annotations: () => ({ note: `Novedad ${n()}` }),
  banks: () => ({ name: `Banco ${n()}`, code: `B${n()}` }),
  companies: () => ({ name: `Empresa ${n()}`, document: `90${n()}` }),
  'categorias-documentos': () => ({ nombre: `Categoría ${n()}` }),
  documents: () => ({ titulo: `Contrato ${n()}`, descripcion: 'Contrato de prestación de servicios', categoria_id: '__categorias-documentos__',
    file: new TestFile(`contrato-${n()}.pdf`, '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'application/pdf') }),
  sliders: () => ({ name: `Portada ${n()}`, text: 'Temporada de descuentos' }),
  purchase_orders: () => ({ number: `OC-${n()}`, proveedor_id: '__proveedores__', items: [{ name: 'Resma de papel carta', cantidad: '10', precio: '18500' }] }),
  'invoices-proveedores': () => ({ number: `FP-${n()}`, proveedor_id: '__proveedores__', direccion: 'Calle 13 # 68-40, Bogotá',
    items: [{ nombre: 'Tóner láser', cantidad: '2', precio: '245000' }] }),
  'programacion-pedidos': () => ({ fecha: '2031-03-02', items: [{ nombre: 'Almuerzo ejecutivo', cantidad: '25', precio: '18000' }] }),
  forms: () => ({ name: `Inspección ${n()}`, prefix: 'INS-', description: 'Lista de chequeo de la visita' }),
  'form-responses': () => ({ form_id: '__forms__', cliente_id: '__clientes__' }),
  'registration-users': () => ({ code: `REG-${n()}`, name: 'Invitado del portal', email: `reg${n()}@prueba.test`, password: 'secreto123', password_confirmation: 'secreto123' }),
  inventarios: () => ({ item: `Ítem ${n()}`, referencia: `INV-${n()}`, valor_unitario: '4500' }),
  // The newest product (the demo's combo kit has no stock rows) in the first warehouse by name.
  bodega_inventario: () => ({ item_id: '__productos__', bodega_id: '__bodegas__' }),
  transports: () => ({ name: `Mensajería ${n()}`, conditions: [{ option: 'Urbano', charge: '8000', min_amount: '0', max_amount: '200000' }, { option: 'Urbano', charge: '0', min_amount: '200000', max_amount: '' }] }),
  invoices: () => ({ number: `FV-${n()}`, cliente_id: '__clientes__', direccion: 'Carrera 7 # 71-21',
    items: [{ nombre: 'Soporte técnico por hora', cantidad: '2', precio: '95000' }] }),
  // The newest invoice is an open one (the demo's, or one a test just created); the receipt takes its client.
  receipts: () => ({ invoice_id: '__invoices__', amount: '1000.00', concept: 'Abono a la factura', transaction: `Transferencia ${n()}` }),
  // Notes of the newest invoice (an open one), numbered from the demo's NC/ND resolutions; the client is the invoice's.
  credit_notes: () => ({ invoice_id: '__invoices__', concepto: '1', descripcion: 'Devolución de una unidad en mal estado',
    items: [{ nombre: 'Devolución parcial', cantidad: '1', precio: '1000' }] }),
  debit_notes: () => ({ invoice_id: '__invoices__', concepto: '1', descripcion: 'Intereses de mora del mes',
    items: [{ nombre: 'Intereses de mora', cantidad: '1', precio: '1500' }] }),
  // A DIAN numbering range in force for a year and a half (no alert), not shared with the demo's.
  proxy_resolutions: () => ({ number: `1876${n()}`, type: 'FE', prefix: `S${n()}`.slice(0, 10), start_range: 1, end_range: 5000,
    start_date: '2026-01-01', end_date: '2030-12-31', technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' }),
  // A key the demo tenant has no row for (keys are unique per tenant; the catalogue is fixed).
  settings: () => ({ key: 'geocoder_url', value: 'https://geo.example/search?format=json&q={q}' }),
};

/** A field to change on update, with its new value. */
export const UPDATES: Record<string, [string, unknown]> = {
  users: ['cargo', 'Gerente'],
  roles: ['name', 'Rol renombrado'],
  permissions: ['name', 'Permiso renombrado'],
  entidades: ['codigo', 'X-1'],
  clientes: ['estado', 'Negociación'],
  productos: ['precio', '99999.99'],
  'categorias-productos': ['descripcion', 'Nueva descripción'],
  taxes: ['rate', '5.0000'],
  tickets: ['estado', 'en curso'],
  'categorias-tickets': ['color', '#FF0000'],
  pedidos: ['estado', 'Enviado'],
  puestos: ['localizacion', 'Segundo piso'],
  bookings: ['status', 'confirmed'],
  seguimientos: ['texto', '<p>Comentario corregido</p>'],
  'payment-methods': ['codigo', '47'],
  'custom-fields': ['searchable', true],
  proveedores: ['telefono', '3001234567'],
  expenses: ['status', 'pagado'],
  bodegas: ['estado', 'inactiva'],
  units: ['short', 'kg'],
  conductores: ['apellidos', 'Rodríguez'],
  vehiculos: ['marca', 'Chevrolet'],
  workers: ['status', 'vacations'],
  charges: ['percent_arl', '6.9600'],
  concepts: ['apply_on', 'Total Devengado'],
  horarios: ['note', 'Turno de temporada'],
  schedules: ['note', 'Cubre la recepción'],
  annotations: ['type', 'incidente'],
  banks: ['url', 'https://www.bancolombia.com'],
  companies: ['sector', 'Salud'],
  'categorias-documentos': ['nombre', 'Contratos laborales'],
  documents: ['titulo', 'Contrato renovado'],
  sliders: ['color', '#0EA5E9'],
  transports: ['active', false],
  purchase_orders: ['status', 'revisado'],
  'invoices-proveedores': ['estado', 'pagada'],
  'programacion-pedidos': ['tipo', 'Refrigerio'],
  forms: ['required_signature', true],
  'form-responses': ['status', 'submitted'],
  'registration-users': ['phone', '3104445566'],
  invoices: ['nota', 'Entregar con la mercancía'],
  receipts: ['status', 'recibido'],
  credit_notes: ['descripcion', 'Devolución acordada con el cliente'],
  debit_notes: ['descripcion', 'Gastos de cobranza acordados'],
  proxy_resolutions: ['active', false],
  inventarios: ['valor_unitario', '5200.00'],
  bodega_inventario: ['stock', '30.00'],
  settings: ['value', 'https://geo.example/buscar?q={q}'],
};
