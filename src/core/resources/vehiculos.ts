import { boolean, date, defineResource, image, integer, location, text, textarea } from '../resource';

/**
 * Vehicles (spec 02 §3 'Vehicle'; §5 name — the plate — required, 2 to 50, unique per tenant). Orders
 * carry vehiculo_id. Permission word 'Vehiculos', module 'transporte'.
 */
export const vehiculos = defineResource({
  name: 'vehiculos',
  label: { one: 'Vehículo', many: 'Vehículos' },
  title: 'placa',
  module: 'transporte',
  permission: 'Vehiculos',
  menu: { group: 'Logística', order: 30, icon: 'map-pin' },
  aliases: ['vehicles'],
  defaultOrder: 'placa',
  fields: {
    placa: text({ label: 'Placa', rules: 'required|min:2|max:50', unique: true, searchable: true }),
    marca: text({ label: 'Marca', rules: 'max:50', searchable: true, filter: true }),
    modelo: integer({ label: 'Modelo (año)', rules: 'integer|minvalue:1900|maxvalue:2100' }),
    linea: text({ label: 'Línea', rules: 'max:50', list: { visible: false } }),
    tipo: text({ label: 'Tipo', rules: 'max:50', filter: true }),
    color: text({ label: 'Color', rules: 'max:30', list: { visible: false } }),
    motor: text({ label: 'Número de motor', rules: 'max:50', list: { visible: false } }),
    chasis: text({ label: 'Número de chasis', rules: 'max:50', list: { visible: false } }),
    cilindraje: integer({ label: 'Cilindraje', rules: 'integer|minvalue:0', list: { visible: false } }),
    direccion: text({ label: 'Dirección', rules: 'max:255', list: { visible: false } }),
    uso: text({ label: 'Uso', rules: 'max:50', list: { visible: false } }),
    licencia_transito: text({ label: 'Licencia de tránsito', rules: 'max:50', list: { visible: false } }),
    dueño: text({ label: 'Propietario', rules: 'max:100', list: { visible: false } }),
    fecha_ingreso: date({ label: 'Fecha de ingreso', rules: 'date', list: { visible: false } }),
    activo: boolean({ label: 'Activo', default: true, filter: true }),
    nota: textarea({ label: 'Nota', rules: 'max:2000', list: { visible: false } }),
    archivo_id: integer({ label: 'Archivo', list: { visible: false }, formHidden: true }),
    foto: image({ label: 'Foto', list: { visible: false } }),
    location: location({ label: 'Ubicación', list: { visible: false } }),
  },
});
