import { boolean, computed, date, defineResource, integer, select, text, textarea, withTones } from '../resource';

/**
 * Kinds of numbering a DIAN resolution authorises: electronic sales invoices, POS equivalent
 * documents, credit and debit notes (Anexo Técnico 1.9 InvoiceControl / the numbering ranges of
 * GetNumberingRange).
 */
export const RESOLUTION_TYPES = ['FE', 'POS', 'NC', 'ND', 'CONTINGENCIA'] as const;
/**
 * The numbering of electronic invoices issued in contingency (InvoiceTypeCode 03): while the DIAN does
 * not answer, FE invoices take their numbers from a resolution of this type and are sent when it is back.
 */
export const CONTINGENCY_RESOLUTION = 'CONTINGENCIA';
const TYPE_OPTIONS = withTones([
  { value: 'FE', label: 'Factura electrónica' }, { value: 'POS', label: 'POS' },
  { value: 'NC', label: 'Nota crédito' }, { value: 'ND', label: 'Nota débito' },
  { value: CONTINGENCY_RESOLUTION, label: 'Contingencia (factura electrónica)' },
], { FE: 'info', POS: 'neutral', [CONTINGENCY_RESOLUTION]: 'warning' });

/**
 * Billing resolutions (spec 02 §3 Invoice resolution_id, §7 `GET proxy_resolutions?scope[active]=1`
 * with end_date, end_range and number; §8 the resolution alerts, computed by
 * core/billing/resolution-alerts.ts from `remaining` and `end_date`). What a DIAN resolution carries
 * (reference dian-payu.md §3, sts:InvoiceControl): the resolution number, the authorised period
 * (start/end date), the prefix and range (From/To) and the technical key (ClTec, needed for the CUFE).
 * `next_number` is the server's: it starts at start_range on create and no form or API body moves it
 * (issue 15 takes invoice numbers from it). `remaining` = end_range − next_number + 1 (never below 0);
 * `runs_out_on` is the burn-down: the day the range runs out at the issuing rate of the last 30 days
 * (the resolution's invoices dated in them), empty when none were issued.
 * Read with 'Ver Facturas'; created, changed and deleted with 'Administrar Facturas' (a resolution is
 * the tenant's DIAN setup, not day-to-day invoicing). Module 'facturas'.
 */
export const resolutions = defineResource({
  name: 'proxy_resolutions',
  table: 'resolutions',
  label: { one: 'Resolución de facturación', many: 'Resoluciones de facturación' },
  gender: 'f',
  title: 'number',
  module: 'facturas',
  permission: 'Facturas',
  access: { create: 'Administrar Facturas', update: 'Administrar Facturas', delete: 'Administrar Facturas' },
  menu: { group: 'Facturación', order: 15, icon: 'shield' },
  defaultOrder: '-end_date',
  // /proxy_resolutions/{id}: the resolution with its burn-down, and the invoices numbered under it.
  page: { related: [{ resource: 'invoices', field: 'resolution_id', sums: ['total'] }] },
  // `active` (the spec's `scope[active]=1`, what the alerts read): switched on and already in force
  // (start_date ≤ today, the business day in America/Bogota). It keeps an expired resolution that is
  // still switched on, since 'La Resolución de facturación esta vencida' is about exactly that one.
  // `valid` adds end_date ≥ today: the resolutions an invoice may be numbered under (issue 15).
  scopes: {
    active: [
      { field: 'active', op: 'eq', value: true },
      { field: 'start_date', op: 'dateLte', value: 'today' },
    ],
    valid: [
      { field: 'active', op: 'eq', value: true },
      { field: 'start_date', op: 'dateLte', value: 'today' },
      { field: 'end_date', op: 'dateGte', value: 'today' },
    ],
  },
  // 'Consultar en la DIAN' (POST proxy_resolutions/{id}/dian-range, server/features/dian-habilitacion):
  // GetNumberingRange for the tenant's NIT and software fills technical_key and reports differences.
  actions: [
    { key: 'dian-range', label: 'Consultar en la DIAN', icon: 'refresh', kind: 'post', can: 'Administrar Facturas', module: 'facturacion_electronica',
      done: 'Consulta a la DIAN hecha', keys: 'q' },
  ],
  fields: {
    number: text({ label: 'Número de resolución', rules: 'required|max:50', searchable: true }),
    type: select(TYPE_OPTIONS, { label: 'Tipo', rules: `required|in:${RESOLUTION_TYPES.join(',')}`, default: 'FE', filter: true, list: { chip: true } }),
    prefix: text({ label: 'Prefijo', rules: 'max:10', searchable: true }),
    start_range: integer({ label: 'Desde el número', rules: 'required|integer|minvalue:1' }),
    end_range: integer({ label: 'Hasta el número', rules: 'required|integer|gte:start_range' }),
    start_date: date({ label: 'Vigente desde', rules: 'required|date', filter: true, list: { visible: false } }),
    end_date: date({ label: 'Vigente hasta', rules: 'required|date|after:start_date', filter: true }),
    // The burn-down next to the end date: the day the range runs out at the last 30 days' pace.
    runs_out_on: computed('date', {
      label: 'Se agota',
      hint: 'El día en que se acaba el rango al ritmo de facturación de los últimos 30 días.',
      sql: `select case when c.n > 0 then (now() at time zone 'America/Bogota')::date + ceil(greatest(resolutions.end_range - coalesce(resolutions.next_number, resolutions.start_range) + 1, 0) * 30.0 / c.n)::int end
        from (select count(*) as n from invoices i where i.tenant_id = resolutions.tenant_id and i.resolution_id = resolutions.id
          and i.fecha > (now() at time zone 'America/Bogota')::date - 30 and i.fecha <= (now() at time zone 'America/Bogota')::date) c`,
    }),
    remaining: computed('integer', {
      label: 'Números disponibles',
      sql: 'greatest(resolutions.end_range - coalesce(resolutions.next_number, resolutions.start_range) + 1, 0)',
    }),
    technical_key: text({ label: 'Clave técnica', rules: 'max:100', dianOnly: true, list: { visible: false } }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
    next_number: integer({ label: 'Siguiente número', readonly: true, list: { visible: false } }),
    notes: textarea({ label: 'Notas', rules: 'max:1000', list: { visible: false } }),
  },
});
