import { formatNit } from '../../core/rules/nit';

/** Fixed demo data: realistic Colombian companies, people and products, so anyone can try Mando. */

export const DEMO_PASSWORD = 'demo1234';

const company = (nit: string, nombres: string, comercial: string, email: string, telefono: string, direccion: string, ciudad: string, departamento: string, estado = 'Cliente') => ({
  tipo_documento: '31', tipo_contribuyente: '1', document: formatNit(nit), nombres, nombre_comercial: comercial,
  email, telefono, direccion, ciudad, departamento, estado, regimen: '48', responsabilidad_fiscal: 'O-13', tributo: '01', esquema_de_impuestos: '01',
});

const person = (cc: string, nombres: string, apellidos: string, email: string, telefono: string, direccion: string, ciudad: string, departamento: string, estado = 'Cliente') => ({
  tipo_documento: '13', tipo_contribuyente: '2', document: cc, nombres, apellidos, email, telefono, direccion, ciudad,
  departamento, estado, regimen: '49', responsabilidad_fiscal: 'R-99-PN', tributo: 'ZZ', esquema_de_impuestos: 'ZZ',
});

export const DEMO_CLIENTES = [
  company('900123456', 'Tecnologías Andinas S.A.S.', 'TecAndina', 'compras@tecandina.com.co', '6014567890', 'Carrera 7 # 71-21', '11001', '11'),
  company('830045678', 'Distribuidora El Café Ltda.', 'El Café', 'pedidos@elcafe.co', '6042345678', 'Calle 10 # 43A-30', '05001', '05'),
  company('901234567', 'Construcciones Bolívar S.A.', 'Bolívar Construye', 'contacto@bolivarconstruye.co', '6053456789', 'Carrera 2 # 5-120 Bocagrande', '13001', '13', 'Negociación'),
  company('860012345', 'Alimentos del Valle S.A.S.', 'Del Valle', 'info@alimentosdelvalle.co', '6023344556', 'Calle 5 # 38-25', '76001', '76'),
  company('800197268', 'Ferretería La Económica S.A.S.', 'La Económica', 'ventas@laeconomica.co', '6076341122', 'Carrera 15 # 36-40', '68001', '68', 'Prospecto'),
  company('901456789', 'Logística Caribe S.A.S.', 'LogiCaribe', 'operaciones@logicaribe.co', '6053778899', 'Carrera 46 # 73-290', '08001', '08'),
  company('890903938', 'Textiles Antioqueños S.A.', 'TexAnt', 'compras@texant.com.co', '6044441234', 'Calle 30 # 65-15', '05001', '05', 'Propuesta'),
  company('900987654', 'Clínica Dental Sonrisas S.A.S.', 'Sonrisas', 'administracion@sonrisas.co', '6016123456', 'Calle 93 # 14-20', '11001', '11'),
  company('901112233', 'Panadería y Pastelería Doña Rosa S.A.S.', 'Doña Rosa', 'donarosa@gmail.com', '3104567788', 'Carrera 43 # 52-10', '08001', '08', 'Demostración'),
  company('830099887', 'Consultores Asociados Ñañez & Cía.', 'Ñañez Consultores', 'socios@nanezconsultores.co', '6017654321', 'Calle 26 # 69-76 Torre 2', '11001', '11', 'Licitación'),
  person('1020304050', 'José', 'Pérez Gómez', 'jose.perez@gmail.com', '3001234567', 'Calle 45 # 12-34', '11001', '11'),
  person('52345678', 'María Fernanda', 'Rodríguez Díaz', 'mafe.rodriguez@hotmail.com', '3152345678', 'Carrera 80 # 34-56', '05001', '05'),
  person('79456123', 'Andrés', 'Muñoz Castaño', 'andres.munoz@outlook.com', '3203456789', 'Transversal 23 # 94-33', '11001', '11', 'Prospecto'),
  person('1098765432', 'Luisa', 'Martínez Ochoa', 'luisa.martinez@gmail.com', '3114567890', 'Diagonal 75B # 2A-80', '05001', '05'),
  person('43567890', 'Ángela', 'Gutiérrez Ríos', 'angela.gutierrez@yahoo.com', '3125678901', 'Calle 8 # 3-17', '76001', '76', 'Negado'),
  person('1144556677', 'Camilo', 'Herrera Sánchez', 'camilo.herrera@gmail.com', '3186789012', 'Carrera 27 # 48-11', '68001', '68'),
  person('1001987654', 'Valentina', 'López Zapata', 'vale.lopez@gmail.com', '3017890123', 'Calle 72 # 10-07', '11001', '11', 'Aceptado'),
  person('80123789', 'Julián', 'Castro Peña', 'julian.castro@gmail.com', '3138901234', 'Carrera 50 # 76-45', '08001', '08'),
];

export const ACME_CLIENTES = [
  company('900555111', 'Acme Colombia S.A.S.', 'Acme', 'compras@acme.co', '6015551111', 'Calle 100 # 8A-55', '11001', '11'),
  person('1055667788', 'Sofía', 'Ramírez Niño', 'sofia.ramirez@gmail.com', '3009876543', 'Carrera 11 # 82-71', '11001', '11'),
];

export const DEMO_TAXES = [
  { name: 'IVA 19%', code: '01', rate: '19', mode: 'percentage', type: 'IVA', status: 1, is_mandatory: true },
  { name: 'IVA 5%', code: '01', rate: '5', mode: 'percentage', type: 'IVA', status: 1 },
  { name: 'IVA Exento', code: '01', rate: '0', mode: 'percentage', type: 'IVA', status: 1 },
  { name: 'Impuesto al consumo 8%', code: '04', rate: '8', mode: 'percentage', type: 'INC', status: 1 },
  { name: 'Impuesto a las bolsas plásticas', code: '22', rate: '66', mode: 'fixed', type: 'IBUA', status: 0 },
  { name: 'Retención en la fuente 2,5%', code: '06', rate: '2.5', mode: 'percentage', type: 'RETEFUENTE', status: 1 },
  { name: 'Retención de ICA 9,66 x mil', code: '07', rate: '0.966', mode: 'percentage', type: 'RETEICA', status: 1 },
];

export const DEMO_CATEGORIAS = ['Café y bebidas', 'Papelería', 'Tecnología', 'Aseo y cafetería', 'Servicios'];

/** [referencia, name, categoría index, precio, precio_compra, type, tax names] */
export const DEMO_PRODUCTOS: [string, string, number, string, string, string, string[]][] = [
  ['CAF-001', 'Café de origen Huila 500 g', 0, '32000', '21000', 'producto', ['IVA 5%']],
  ['CAF-002', 'Café molido tradicional 250 g', 0, '14500', '9800', 'producto', ['IVA 5%']],
  ['BEB-010', 'Agua con gas 600 ml x 12', 0, '28900', '19500', 'producto', ['IVA 19%']],
  ['BEB-011', 'Aromática de frutas x 20 sobres', 0, '7900', '4600', 'producto', ['IVA 19%']],
  ['PAP-100', 'Resma papel carta 75 g', 1, '21500', '15800', 'producto', ['IVA 19%']],
  ['PAP-101', 'Cuaderno argollado 100 hojas', 1, '9800', '6200', 'producto', ['IVA 19%']],
  ['PAP-102', 'Bolígrafo negro x 12', 1, '12900', '7900', 'producto', ['IVA 19%']],
  ['TEC-200', 'Mouse inalámbrico ergonómico', 2, '89900', '58000', 'producto', ['IVA 19%']],
  ['TEC-201', 'Teclado mecánico en español', 2, '239000', '161000', 'producto', ['IVA 19%']],
  ['TEC-202', 'Monitor 24" Full HD', 2, '689000', '512000', 'producto', ['IVA 19%']],
  ['TEC-203', 'Disco sólido 1 TB NVMe', 2, '329000', '244000', 'producto', ['IVA 19%']],
  ['ASE-300', 'Jabón líquido para manos 1 L', 3, '15900', '9900', 'producto', ['IVA 19%']],
  ['ASE-301', 'Toallas de papel x 6 rollos', 3, '23900', '16500', 'producto', ['IVA 19%']],
  ['SER-400', 'Soporte técnico por hora', 4, '95000', '0', 'servicio', ['IVA 19%']],
  ['SER-401', 'Mantenimiento preventivo de equipos', 4, '180000', '0', 'servicio', ['IVA 19%']],
  ['SER-402', 'Capacitación en facturación electrónica', 4, '450000', '0', 'servicio', ['IVA Exento']],
  ['CMB-500', 'Kit de oficina (combo)', 1, '59900', '38000', 'combo', ['IVA 19%']],
];

export const ACME_PRODUCTOS: [string, string, number, string, string, string, string[]][] = [
  ['ACM-1', 'Yunque de acero', 0, '1250000', '830000', 'producto', ['IVA 19%']],
  ['ACM-2', 'Cohete portátil', 0, '3900000', '2700000', 'producto', ['IVA 19%']],
];

/** Payment methods every tenant starts with: [nombre, código DIAN de medio de pago, descripción]. */
export const DEMO_PAYMENT_METHODS: [string, string, string][] = [
  ['Efectivo', '10', 'Pago en efectivo; se entrega cambio cuando lo pagado supera el total.'],
  ['Tarjeta débito', '49', 'Datáfono, tarjeta débito.'],
  ['Tarjeta crédito', '48', 'Datáfono, tarjeta de crédito.'],
  ['Transferencia', '47', 'Transferencia o consignación bancaria.'],
  ['Nequi', '47', 'Pago por Nequi al número de la empresa.'],
  ['Daviplata', '47', 'Pago por Daviplata.'],
];

/**
 * A payment of a demo order: [method, amount], the amount being 'total' (exactly the order's total),
 * 'mitad' (half of it), 'redondeo' (cash rounded up to the next $ 50.000, so there is change) or a
 * decimal string.
 */
export type DemoPago = [string, 'total' | 'mitad' | 'redondeo' | string];

/**
 * Demo orders, one or more in every estado (spec 02 §4) so the status board has something in each
 * column: client index into DEMO_CLIENTES, lines as [referencia, cantidad, descuento %], payments.
 */
export const DEMO_PEDIDOS: { numero: string; cliente: number; fecha: string; entrega?: string; estado: string;
  lineas: [string, string, string][]; pagos?: DemoPago[] }[] = [
  { numero: 'PED-0001', cliente: 0, fecha: '2026-11-03', entrega: '2026-11-06', estado: 'Entregado', lineas: [['TEC-202', '2', '0'], ['TEC-200', '2', '0'], ['TEC-201', '2', '5']],
    pagos: [['Transferencia', '2000000'], ['Tarjeta crédito', 'mitad']] },
  { numero: 'PED-0002', cliente: 1, fecha: '2026-11-10', entrega: '2026-11-24', estado: 'Despachado', lineas: [['CAF-001', '24', '10'], ['CAF-002', '48', '10'], ['BEB-011', '12', '0']],
    pagos: [['Transferencia', 'total']] },
  { numero: 'PED-0003', cliente: 7, fecha: '2026-11-14', entrega: '2026-11-25', estado: 'Pedido', lineas: [['ASE-300', '6', '0'], ['ASE-301', '4', '0'], ['PAP-100', '10', '0']] },
  { numero: 'PED-0004', cliente: 10, fecha: '2026-11-18', entrega: '2026-11-28', estado: 'Por Confirmar', lineas: [['SER-401', '1', '0'], ['TEC-203', '1', '0']] },
  { numero: 'PED-0005', cliente: 3, fecha: '2026-11-20', entrega: '2026-11-27', estado: 'Pedido', lineas: [['SER-402', '2', '0'], ['CMB-500', '5', '0']],
    pagos: [['Nequi', '300000']] },
  { numero: 'PED-0006', cliente: 8, fecha: '2026-11-21', entrega: '2026-11-23', estado: 'Enviado', lineas: [['CAF-001', '10', '0'], ['BEB-010', '4', '0']],
    pagos: [['Efectivo', 'redondeo']] },
  { numero: 'PED-0007', cliente: 11, fecha: '2026-11-19', entrega: '2026-11-22', estado: 'Pagado', lineas: [['PAP-101', '5', '0'], ['PAP-102', '2', '0']],
    pagos: [['Efectivo', '50000'], ['Nequi', '32000'], ['Efectivo', '20000']] },
  { numero: 'PED-0008', cliente: 4, fecha: '2026-11-05', estado: 'Anulado', lineas: [['TEC-200', '1', '0']] },
  { numero: 'PED-0009', cliente: 12, fecha: '2026-11-08', estado: 'Cancelado', lineas: [['BEB-011', '3', '0']] },
  { numero: 'PED-0010', cliente: 2, fecha: '2026-11-02', entrega: '2026-11-05', estado: 'Reembolso', lineas: [['TEC-203', '2', '0']],
    pagos: [['Tarjeta débito', 'total']] },
  { numero: 'PED-0011', cliente: 5, fecha: '2026-11-22', entrega: '2026-11-29', estado: 'Pendiente de Pago', lineas: [['SER-400', '3', '0'], ['ASE-301', '2', '0']],
    pagos: [['Daviplata', '100000']] },
  { numero: 'PED-0012', cliente: 13, fecha: '2026-11-22', entrega: '2026-11-26', estado: 'Error en el Pago', lineas: [['TEC-201', '1', '0']] },
  { numero: 'PED-0013', cliente: 6, fecha: '2026-11-12', entrega: '2026-11-20', estado: 'Retrasado', lineas: [['PAP-100', '20', '5'], ['PAP-102', '10', '0']],
    pagos: [['Transferencia', 'mitad']] },
  { numero: 'PED-0014', cliente: 9, fecha: '2026-11-16', entrega: '2026-11-30', estado: 'Parcialmente Enviado', lineas: [['TEC-202', '3', '0'], ['TEC-200', '3', '0']],
    pagos: [['Tarjeta crédito', 'total']] },
  { numero: 'PED-0015', cliente: 14, fecha: '2026-11-01', estado: 'Desconocido', lineas: [['CAF-002', '2', '0']] },
  { numero: 'PED-0016', cliente: 15, fecha: '2026-11-23', entrega: '2026-12-02', estado: 'Revisión', lineas: [['SER-401', '2', '0'], ['CMB-500', '2', '0']],
    pagos: [['Efectivo', 'redondeo']] },
  { numero: 'PED-0017', cliente: 16, fecha: '2026-11-23', entrega: '2026-11-26', estado: 'Pedido', lineas: [['BEB-010', '2', '0'], ['CAF-001', '1', '0']] },
  { numero: 'PED-0018', cliente: 17, fecha: '2026-11-20', entrega: '2026-11-24', estado: 'Enviado', lineas: [['ASE-300', '3', '0']],
    pagos: [['Nequi', 'total']] },
];

/**
 * Ticket boards (one per category; columns from `lists`): [titulo, contenido (HTML), estado, priority,
 * días hasta el vencimiento (null: none, negative: overdue), points, cliente index, assignee keys, comments].
 * Assignee keys: 'admin', 'staff'. Each comment: [author key, HTML].
 */
export type DemoTicket = [string, string, string, number, number | null, number, number | null, ('admin' | 'staff')[], ['admin' | 'staff' | 'cliente', string][]];

export const DEMO_TICKET_BOARDS: { nombre: string; color: string; lists?: string; descripcion: string; tickets: DemoTicket[] }[] = [
  {
    nombre: 'Soporte técnico', color: '#2563EB', descripcion: 'Equipos, redes y cuentas de los clientes.',
    tickets: [
      ['Impresora de bodega sin conexión', '<p>La impresora <strong>HP LaserJet</strong> de la bodega no aparece en la red desde el cambio de router.</p>', 'abierto', 2, 5, 3, 1, ['staff'], [['staff', '<p>Reviso la IP fija que tenía asignada.</p>']]],
      ['Correo corporativo rebota mensajes', '<p>Los correos a <em>@elcafe.co</em> vuelven con error 550.</p><ul><li>Desde el lunes</li><li>Solo hacia dominios externos</li></ul>', 'abierto', 4, 2, 5, 1, ['admin', 'staff'], []],
      ['Cambio de contraseña del ERP', '<p>Un usuario quedó bloqueado tras tres intentos fallidos.</p>', 'abierto', 1, null, 1, 7, [], []],
      ['Configurar VPN para trabajo remoto', '<p>Dos asesores comerciales necesitan acceso por VPN desde casa.</p>', 'en curso', 3, 7, 8, 0, ['staff'], [['staff', '<p>Perfiles creados; falta probar desde la red del cliente.</p>'], ['admin', '<p>Prioricen el de gerencia, por favor.</p>']]],
      ['Lentitud en el punto de venta', '<p>El POS tarda más de 10 segundos en cada venta.</p>', 'en curso', 4, -2, 5, 8, ['admin'], [['admin', '<p>Parece el disco: 95% de uso. Adjunto el diagnóstico.</p>']]],
      ['Instalar antivirus en equipos nuevos', '<p>Cinco equipos nuevos de recepción.</p>', 'completado', 2, null, 2, 0, ['staff'], [['staff', '<p>Instalado y activado en los cinco.</p>']]],
      ['Copia de seguridad semanal falló', '<p>El trabajo del domingo terminó con error de cuota.</p>', 'completado', 3, null, 3, 3, ['admin'], []],
      ['Reemplazo de teclado', '<p>El cliente pidió un teclado que no manejamos.</p>', 'rechazado', 0, null, 0, 5, [], [['admin', '<p>Se ofreció el TEC-201 como alternativa.</p>']]],
    ],
  },
  {
    nombre: 'Facturación', color: '#16A34A', descripcion: 'Facturas electrónicas, notas y resoluciones.',
    tickets: [
      ['Nota crédito por devolución parcial', '<p>Devolución de 4 resmas del pedido PED-0003.</p>', 'abierto', 2, 4, 2, 7, ['admin'], []],
      ['Resolución de facturación por vencer', '<p>La resolución actual vence en dos semanas.</p>', 'abierto', 3, 10, 3, null, ['admin'], [['admin', '<p>Solicitud radicada en la DIAN.</p>']]],
      ['Factura rechazada por la DIAN', '<p>Rechazo <code>FAD06</code>: el CUFE no coincide.</p>', 'en curso', 5, -1, 5, 1, ['admin', 'staff'], [['staff', '<p>Regeneramos el XML con la fecha correcta.</p>']]],
      ['Certificado de retención 2025', '<p>El cliente pide su certificado de retención en la fuente.</p>', 'completado', 1, null, 1, 3, ['staff'], []],
      ['Anular factura duplicada', '<p>Se emitieron dos facturas para el mismo pedido.</p>', 'rechazado', 2, null, 1, 0, [], [['admin', '<p>No es duplicada: son dos entregas distintas.</p>']]],
    ],
  },
  {
    nombre: 'Implementaciones', color: '#9333EA', lists: 'abierto,en curso,vencido,completado', descripcion: 'Puestas en marcha de clientes nuevos.',
    tickets: [
      ['Migrar catálogo de Doña Rosa', '<p>Importar 320 productos desde su hoja de cálculo.</p>', 'abierto', 2, 14, 8, 8, ['staff'], []],
      ['Capacitación de cajeros', '<p>Dos sesiones de una hora, presenciales.</p>', 'en curso', 2, 6, 3, 8, ['staff'], [['staff', '<p>Primera sesión hecha.</p>']]],
      ['Parametrizar impuestos de Ñañez', '<p>Retención de ICA de Bogotá y autorretenciones.</p>', 'vencido', 4, -5, 5, 9, ['admin'], []],
      ['Puesta en marcha de LogiCaribe', '<p>Usuarios, bodegas y resolución de facturación.</p>', 'completado', 3, null, 13, 5, ['admin', 'staff'], [['admin', '<p>Cliente operando desde el lunes. 🎉</p>']]],
    ],
  },
];
