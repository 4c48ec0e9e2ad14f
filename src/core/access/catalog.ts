import { PERMISSION_ACTIONS, permissionName } from '../resource/define';
import type { Resource } from '../resource/types';

/** Tenant modules (spec 01 §1, §6). A tenant switches each on or off. */
export const MODULES = [
  'reportes', 'punto', 'punto_pagos', 'tienda', 'calendario', 'forms', 'booking', 'facturacion_electronica',
  'clientes', 'facturas', 'recibos', 'pedidos', 'programacion_pedidos', 'transporte', 'proveedores', 'inventarios',
  'expenses', 'tablas', 'entidades', 'portadas', 'trabajadores', 'empresas', 'anotaciones', 'tickets',
  'gestion_documental', 'whatsapp', 'rastreo',
] as const;

/** Resource words of permission names (spec 01 §6), combined with Ver/Agregar/Editar/Eliminar/Administrar. */
export const PERMISSION_WORDS = [
  'Usuarios', 'Clientes', 'Facturas', 'Recibos', 'Cartera', 'Productos', 'Pedidos', 'Unidades', 'Transportes',
  'Proveedores', 'Ordenes de Compra', 'Bodegas', 'Gastos', 'Trabajadores', 'Puestos', 'Horarios', 'Entidades',
  'Portadas', 'Conductores', 'Vehiculos', 'Minutas', 'Empresas', 'Documentos', 'Formularios', 'Reservas', 'Reportes',
  'Tickets', 'WhatsApp', 'Categorias', 'Programacion', 'Metodos de Pagos', 'Impuestos', 'Notas Débito/Crédito',
  'Recepcion', 'Contabilidad',
] as const;

/** Standalone permission names. */
export const EXTRA_PERMISSIONS = ['Punto de Venta', 'Pagos', 'Ver Calendario', 'Agregar Respuestas', 'Importaciones', 'contabilidad'];

/** Every permission name a tenant starts with: the spec's words and those the resources use. */
export function permissionCatalog(resources: readonly Resource[]): string[] {
  const words = new Set<string>([...PERMISSION_WORDS, ...resources.map((r) => r.permission).filter((w): w is string => !!w)]);
  const names = [...words].flatMap((w) => PERMISSION_ACTIONS.map((a) => permissionName(a, w)));
  return [...new Set([...names, ...EXTRA_PERMISSIONS])];
}
