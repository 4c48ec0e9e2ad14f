// The demo business's wider clientele (issue 14 "a few hundred clients"): deterministic Colombian
// companies and people spread over the main cities, the sales funnel and the year's birthdays, so the
// client list, its filters, search and the birthdays page look like a real company's. `npm start`
// loads it; test apps keep the compact demo (DEMO_CLIENTES) whose counts the journeys assert.
import { formatNit } from '../../core/rules/nit';
import { ESTADOS_CLIENTE } from '../../core/resources/clientes';

/** How many extra clients `npm start`'s demo carries besides DEMO_CLIENTES. */
export const DEMO_CLIENTELE_SIZE = 282;

/** [city code, department code, city name, landline prefix] */
const CITIES: [string, string, string, string][] = [
  ['11001', '11', 'Bogotá', '601'], ['05001', '05', 'Medellín', '604'], ['76001', '76', 'Cali', '602'],
  ['08001', '08', 'Barranquilla', '605'], ['13001', '13', 'Cartagena', '605'], ['68001', '68', 'Bucaramanga', '607'],
  ['66001', '66', 'Pereira', '606'], ['17001', '17', 'Manizales', '606'], ['54001', '54', 'Cúcuta', '607'],
  ['73001', '73', 'Ibagué', '608'], ['50001', '50', 'Villavicencio', '608'], ['41001', '41', 'Neiva', '608'],
];
const FIRST = ['Carlos', 'Ana', 'Juan', 'Diana', 'Felipe', 'Paula', 'Sergio', 'Natalia', 'Ricardo', 'Catalina', 'Mauricio',
  'Laura', 'Óscar', 'Daniela', 'Hernán', 'Juliana', 'Fabián', 'Marcela', 'Germán', 'Lorena', 'Iván', 'Sandra', 'Esteban',
  'Carolina', 'Nicolás', 'Adriana', 'Jorge', 'Milena', 'Alejandro', 'Patricia'];
const LAST = ['García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres',
  'Flórez', 'Rivera', 'Gómez', 'Díaz', 'Reyes', 'Moreno', 'Jiménez', 'Muñoz', 'Rojas', 'Ortiz', 'Vargas', 'Castillo',
  'Suárez', 'Cárdenas', 'Restrepo', 'Londoño', 'Valencia', 'Quintero', 'Arango', 'Ospina'];
const TRADE = ['Distribuidora', 'Comercializadora', 'Inversiones', 'Soluciones', 'Servicios', 'Grupo', 'Industrias', 'Agencia',
  'Importadora', 'Laboratorios', 'Transportes', 'Constructora', 'Droguería', 'Restaurante', 'Hotel', 'Colegio'];
const NAME = ['Los Andes', 'del Pacífico', 'Santa Fe', 'La Sabana', 'El Dorado', 'Nueva Granada', 'del Caribe', 'La Montaña',
  'San José', 'Macondo', 'Guadalupe', 'Monserrate', 'Tequendama', 'El Poblado', 'La Candelaria', 'Cafetera', 'Llanera',
  'Orinoquía', 'Magdalena', 'Sierra Nevada'];
const FORM = ['S.A.S.', 'Ltda.', 'S.A.', 'S.A.S.', 'S.A.S. BIC'];
const SECTORS = ['Comercio', 'Salud', 'Educación', 'Construcción', 'Alimentos', 'Tecnología', 'Transporte', 'Hotelería'];
const STREETS = ['Calle', 'Carrera', 'Calle', 'Carrera', 'Transversal', 'Diagonal'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com'];

/** Mulberry32: the same clientele on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Mostly customers, the rest along the funnel (the estado filter and the chips show a real spread). */
function estadoFor(r: number): string {
  if (r < 0.55) return 'Cliente';
  const rest = ESTADOS_CLIENTE.filter((e) => e !== 'Cliente');
  return rest[Math.floor(((r - 0.55) / 0.45) * rest.length)];
}

/**
 * `size` client bodies for the clientes resource (written through the record pipeline by the seed, so
 * each passes the NIT check digit and every other rule). One in three is a company (NIT, tipo 31).
 */
export function demoClientele(size = DEMO_CLIENTELE_SIZE, today = new Date()): Record<string, unknown>[] {
  const rnd = prng(20261127);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < size; i++) {
    const [ciudad, departamento, cityName, prefix] = pick(CITIES);
    const direccion = `${pick(STREETS)} ${1 + Math.floor(rnd() * 150)} # ${1 + Math.floor(rnd() * 99)}-${1 + Math.floor(rnd() * 99)}`;
    const estado = estadoFor(rnd());
    if (i % 3 === 0) {
      const base = String(900000000 + 100003 * i + Math.floor(rnd() * 1000));
      const trade = `${pick(TRADE)} ${pick(NAME)}`;
      out.push({
        tipo_documento: '31', tipo_contribuyente: '1', document: formatNit(base),
        nombres: `${trade} ${pick(FORM)}`, nombre_comercial: trade, sector: pick(SECTORS),
        email: `contacto@${slug(trade)}${i}.com.co`, telefono: `${prefix}${String(1000000 + Math.floor(rnd() * 8999999))}`,
        direccion, ciudad, departamento, estado, regimen: '48', responsabilidad_fiscal: 'O-13', tributo: '01', esquema_de_impuestos: '01',
        nota: `Cliente de ${cityName}.`,
      });
    } else {
      const nombres = pick(FIRST);
      const apellidos = `${pick(LAST)} ${pick(LAST)}`;
      // Birthdays over the whole year, adults 20–70 years old.
      const birth = new Date(Date.UTC(today.getUTCFullYear() - 20 - Math.floor(rnd() * 50), 0, 1 + Math.floor(rnd() * 365)));
      out.push({
        tipo_documento: '13', tipo_contribuyente: '2', document: String(10000000 + 3712 * i + Math.floor(rnd() * 3000)),
        nombres, apellidos, email: `${slug(nombres)}.${slug(apellidos.split(' ')[0])}${i}@${pick(DOMAINS)}`,
        telefono: `3${String(100000000 + Math.floor(rnd() * 899999999))}`, direccion, ciudad, departamento, estado,
        nacimiento: birth.toISOString().slice(0, 10), regimen: '49', responsabilidad_fiscal: 'R-99-PN', tributo: 'ZZ', esquema_de_impuestos: 'ZZ',
      });
    }
  }
  return out;
}
