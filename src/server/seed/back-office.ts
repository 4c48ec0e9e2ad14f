// Demo data of the back-office resources (issue 14): payroll tables, workers with birthdays spread
// over the year, shifts, minutes, suppliers with expenses, warehouses, drivers and vehicles, the
// document category tree and the shop's banners; purchases in purchases.ts. Written through the record pipeline like the rest
// of the seed, so every row passes the same rules a user's would.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  annotations, banks, bodegas, categoriasDocumentos, charges, companies, concepts, conductores, customFields, documents, expenses, horarios,
  proveedores, schedules, sliders, transports, units, vehiculos, workers,
} from '../../core/resources';
import type { Resource } from '../../core/resource/types';
import { StagedFile } from '../../core/files/rules';
import type { FileStorage } from '../files/storage';
import { birthdayIn, dayFromToday } from './agenda';
import { seedForms } from './forms';
import { seedPurchases, type PurchasesContext } from './purchases';

/** What the back-office seed needs of the seeder (seed.ts). */
export interface BackOfficeSeeder {
  create(r: Resource, body: Record<string, unknown>, userId?: number | null): Promise<number>;
  readonly tenantId: number;
  /** Where files go; without it the demo has no documents (their file is required). */
  readonly storage?: FileStorage;
}

/** [title, description, category, file name, text, worker index or null, expires in N days or null] */
const DOCUMENTS: [string, string, 'Laborales' | 'Comerciales' | 'Certificados y licencias', string, string, number | null, number | null][] = [
  ['Contrato laboral Carolina Méndez', 'Contrato a término indefinido, coordinación administrativa', 'Laborales', 'contrato-carolina-mendez.pdf',
    'Contrato individual de trabajo a término indefinido.', 0, null],
  ['Contrato de arrendamiento bodega norte', 'Arrendamiento de la bodega de la Calle 170, cinco años', 'Comerciales', 'arrendamiento-bodega-norte.pdf',
    'Contrato de arrendamiento de inmueble comercial.', null, 900],
  ['Certificado de Cámara de Comercio', 'Existencia y representación legal', 'Certificados y licencias', 'camara-de-comercio.pdf',
    'Certificado de existencia y representación legal.', null, 25],
  ['Licencia de software contable', 'Licencia anual del software contable', 'Certificados y licencias', 'licencia-software.pdf',
    'Licencia de uso de software, vigencia un año.', null, 120],
];

const BANKS: [string, string, string][] = [
  ['Bancolombia', '007', 'https://www.bancolombia.com'], ['Banco de Bogotá', '001', 'https://www.bancodebogota.com'],
  ['Davivienda', '051', 'https://www.davivienda.com'], ['BBVA Colombia', '013', 'https://www.bbva.com.co'],
  ['Banco de Occidente', '023', 'https://www.bancodeoccidente.com.co'],
];
const UNITS: [string, string, string][] = [
  ['Unidad', 'und', '1'], ['Kilogramo', 'kg', '1'], ['Gramo', 'g', '0.001'], ['Litro', 'l', '1'], ['Caja', 'cja', '12'], ['Hora', 'h', '1'],
];
const CONCEPTS: [string, string, 'devengado' | 'deduccion', string, string][] = [
  ['001', 'Salario básico', 'devengado', 'No Aplica', '0'], ['002', 'Auxilio de transporte', 'devengado', 'No Aplica', '0'],
  ['003', 'Horas extra diurnas', 'devengado', 'Total Devengado', '25'], ['101', 'Aporte a salud', 'deduccion', 'Total Devengado', '4'],
  ['102', 'Aporte a pensión', 'deduccion', 'Total Devengado', '4'], ['103', 'Fondo de solidaridad pensional', 'deduccion', 'Total Devengado', '1'],
];
const PROVEEDORES: [string, string, string, string][] = [
  ['Papelería Nacional S.A.S.', '900123456', 'Calle 13 # 68-40, Bogotá', 'bien'],
  ['Distribuidora de Insumos Médicos Ltda.', '830045678', 'Carrera 30 # 45-12, Bogotá', 'bien'],
  ['Servicios de Aseo Brillante S.A.S.', '901234567', 'Avenida Boyacá # 72-15, Bogotá', 'servicio'],
  ['Transportes Rápidos del Norte', '860012345', 'Calle 170 # 9-55, Bogotá', 'servicio'],
  ['Tecnología y Redes S.A.S.', '900987654', 'Carrera 15 # 93-60, Bogotá', 'ambos'],
  ['Cafetería Los Andes', '79845123', 'Calle 57 # 13-20, Bogotá', 'bien'],
];
/** [first, last, document, charge index, department, birthday in N days (year), status] */
const WORKERS: [string, string, string, number, string, [number, number], string][] = [
  ['Carolina', 'Méndez Ruiz', '52345678', 0, 'Administración', [3, 1988], 'active'],
  ['Andrés', 'Salazar Quintero', '80123456', 1, 'Ventas', [12, 1992], 'active'],
  ['Paola', 'Restrepo Gil', '1015432109', 2, 'Soporte', [25, 1995], 'vacations'],
  ['Julián', 'Ortiz Cárdenas', '1022334455', 3, 'Bodega', [40, 1990], 'active'],
  ['Diana', 'Torres Beltrán', '52987123', 1, 'Ventas', [75, 1985], 'license'],
  ['Felipe', 'Ramírez Duarte', '1030567890', 3, 'Bodega', [110, 1998], 'active'],
  ['Natalia', 'Vargas Pineda', '1018765432', 2, 'Soporte', [160, 1993], 'active'],
  ['Camilo', 'Herrera Lozano', '79654321', 0, 'Administración', [210, 1979], 'ausent'],
  ['Valentina', 'Rojas Medina', '1026789012', 1, 'Ventas', [260, 2000], 'active'],
  ['Sebastián', 'Castro Mejía', '1019876543', 3, 'Bodega', [300, 1996], 'inactive'],
  ['Laura', 'Moreno Acosta', '52111222', 2, 'Soporte', [330, 1991], 'active'],
  ['Mateo', 'Guzmán Silva', '1033445566', 1, 'Ventas', [355, 1997], 'active'],
];
const CHARGES: [string, string, string][] = [['Coordinador administrativo', 'ADM', '0.522'], ['Asesor comercial', 'VEN', '0.522'],
  ['Técnico de soporte', 'SOP', '1.044'], ['Auxiliar de bodega', 'BOD', '2.436']];
const EXPENSES: [string, number, string, string, number, string][] = [
  // number, supplier, concept, amount, days from today, status
  ['G-0001', 0, 'Resmas de papel y tóner', '386000.00', -40, 'pagado'],
  ['G-0002', 2, 'Aseo de oficinas, noviembre', '1250000.00', -25, 'pagado'],
  ['G-0003', 4, 'Cambio de switch de red', '899900.00', -12, 'pendiente'],
  ['G-0004', 5, 'Refrigerios de la capacitación', '214500.00', -6, 'pagado'],
  ['G-0005', 3, 'Envío de pedidos a Chía', '180000.00', -3, 'pendiente'],
  ['G-0006', 1, 'Guantes y tapabocas', '95000.00', -50, 'vencida'],
  ['G-0007', 0, 'Carpetas y archivadores', '127300.00', -1, 'anulado'],
];

export async function seedBackOffice(s: BackOfficeSeeder, ctx: {
  admin: number; sede: number; clienteIds: number[]; productoIds: PurchasesContext['productoIds'];
}) {
  const now = new Date();
  for (const [name, code, url] of BANKS) await s.create(banks, { name, code, url });
  for (const [name, short, rate_conversion] of UNITS) await s.create(units, { name, short, rate_conversion });
  for (const [code, name, type, apply_on, percent] of CONCEPTS) await s.create(concepts, { code, name, type, apply_on, percent });
  const oficina = await s.create(horarios, { nombre: 'Oficina (lunes a viernes)', entidad_id: ctx.sede });
  const bodegaHorario = await s.create(horarios, {
    nombre: 'Bodega con sábados', entidad_id: ctx.sede, saturday: [{ start: '08:00', end: '12:00' }],
    monday: [{ start: '07:00', end: '12:00' }, { start: '13:00', end: '16:00' }],
  });
  const chargeIds: number[] = [];
  for (const [name, code, percent_arl] of CHARGES) {
    chargeIds.push(await s.create(charges, { name, code, percent_arl, horario_id: code === 'BOD' ? bodegaHorario : oficina }));
  }
  const empresa = await s.create(companies, { name: 'Comercializadora Demo S.A.S.', document: '901555777', email: 'contacto@demo.test', phone_number: '6017654321', sector: 'Comercio', address: 'Carrera 11 # 93-07, Bogotá' });
  const workerIds: number[] = [];
  for (const [i, [first_name, last_name, document, charge, department, [days, year], status]] of WORKERS.entries()) {
    workerIds.push(await s.create(workers, {
      first_name, last_name, document, email: `${first_name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${i + 1}@demo.test`,
      charge: chargeIds[charge], department, birthday: birthdayIn(now, days, year), status, active: status !== 'inactive',
      salary: ['2800000.00', '1750000.00', '2100000.00', '1423500.00'][charge], company_id: empresa, entidad_id: ctx.sede,
      horario_id: charge === 3 ? bodegaHorario : oficina, admission_date: `${2018 + (i % 6)}-0${1 + (i % 9)}-15`,
    }, ctx.admin));
  }
  for (let d = 1; d <= 5; d++) {
    for (const w of [0, 3, 6]) {
      await s.create(schedules, { worker_id: workerIds[w], start: `${dayFromToday(now, d)}T08:00:00-05:00`, end: `${dayFromToday(now, d)}T17:00:00-05:00`, entidad_id: ctx.sede }, ctx.admin);
    }
  }
  const notes: [string, string, string, number][] = [
    ['nota', 'Recibida la mercancía de Papelería Nacional completa.', '0', 3], ['incidente', 'Se cayó la red en la bodega 20 minutos.', '0', 5],
    ['conteo', 'Conteo de cajas de guantes en bodega principal.', '48', 3], ['nota', 'Capacitación de facturación electrónica realizada.', '0', 2],
    ['novedad', 'Ingresa un nuevo asesor comercial el lunes.', '0', 0],
  ];
  for (const [i, [type, note, quantity, w]] of notes.entries()) {
    await s.create(annotations, { type, note, quantity, worker_id: workerIds[w], entidad_id: ctx.sede, timestamp: `${dayFromToday(now, -i)}T${String(9 + i).padStart(2, '0')}:30:00-05:00` }, ctx.admin);
  }
  const proveedorIds: number[] = [];
  for (const [nombre, documento, direccion, bien_o_servicio] of PROVEEDORES) {
    proveedorIds.push(await s.create(proveedores, { nombre, documento, direccion, bien_o_servicio, email: `compras@${nombre.split(' ')[0].toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.test` }));
  }
  for (const [number, p, concept, amount, days, status] of EXPENSES) {
    await s.create(expenses, { number, proveedor_id: proveedorIds[p], concept, amount, date: dayFromToday(now, days), status }, ctx.admin);
  }
  const bodegaIds = [
    await s.create(bodegas, { nombre: 'Bodega principal', descripcion: 'Calle 13 # 68-40, Bogotá', entidad_id: ctx.sede }),
    await s.create(bodegas, { nombre: 'Bodega norte', descripcion: 'Calle 170 # 9-55, Bogotá', entidad_id: ctx.sede }),
  ];
  await seedPurchases(s, { admin: ctx.admin, sede: ctx.sede, proveedorIds, bodegaIds, productoIds: ctx.productoIds });
  for (const [nombres, apellidos, cedula] of [['Jorge', 'Pardo Niño', '79333444'], ['Luis', 'Cifuentes Rey', '80555666'], ['Ricardo', 'Mora Díaz', '1014222333']]) {
    await s.create(conductores, { nombres, apellidos, cedula, telefono: '3105551234' });
  }
  for (const [placa, marca, modelo, tipo] of [['WNK-482', 'Chevrolet', 2021, 'Furgón'], ['TSQ-915', 'Renault', 2019, 'Camioneta'], ['KLM-07F', 'Yamaha', 2023, 'Motocicleta']] as const) {
    await s.create(vehiculos, { placa, marca, modelo, tipo });
  }
  const contratos = await s.create(categoriasDocumentos, { nombre: 'Contratos' });
  const docCats = {
    Laborales: await s.create(categoriasDocumentos, { nombre: 'Laborales', parent_id: contratos }),
    Comerciales: await s.create(categoriasDocumentos, { nombre: 'Comerciales', parent_id: contratos }),
    'Facturas de proveedores': await s.create(categoriasDocumentos, { nombre: 'Facturas de proveedores' }),
    'Certificados y licencias': await s.create(categoriasDocumentos, { nombre: 'Certificados y licencias' }),
  };
  if (s.storage) {
    for (const [titulo, descripcion, cat, name, text, worker, expires] of DOCUMENTS) {
      // A minimal one-page PDF, stored as an upload would be, then filed like a multipart create.
      const body = Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
      const key = `${s.tenantId}/documents/${randomUUID()}.pdf`;
      await s.storage.put(key, Readable.from([body]));
      await s.create(documents, {
        titulo, descripcion, categoria_id: docCats[cat], file: new StagedFile(key, name, 'application/pdf', body.length),
        ...(worker === null ? {} : { worker_id: workerIds[worker] }), ...(expires === null ? {} : { expired_at: dayFromToday(now, expires) }),
      }, ctx.admin);
    }
  }
  await s.create(sliders, { name: 'Temporada de fin de año', text: 'Descuentos en servicios de mantenimiento', color: '#0F766E' });
  await s.create(sliders, { name: 'Nuevos productos', text: 'Conoce el catálogo de insumos médicos' });
  await seedForms(s, { admin: ctx.admin, clienteIds: ctx.clienteIds });
  // Shipping rates by order amount (free above a threshold), as the shop's checkout reads them.
  await s.create(transports, { name: 'Domicilios Bogotá', conditions: [
    { option: 'Bogotá urbano', charge: '8000', min_amount: '0', max_amount: '200000' },
    { option: 'Bogotá urbano', charge: '0', min_amount: '200000', max_amount: null }] });
  await s.create(transports, { name: 'Envío nacional', conditions: [
    { option: 'Nacional', charge: '18000', min_amount: '0', max_amount: '500000' },
    { option: 'Nacional', charge: '9000', min_amount: '500000', max_amount: null }] });
  // A field of the company's own on products (spec 03 §2.3).
  await s.create(customFields, { definition: { type: 'text', label: 'Marca', resource: 'productos', group: 'data' } }, ctx.admin);
}
