/**
 * DIVIPOLA names for the UBL addresses (cbc:CountrySubentity, cbc:CityName), which the DIAN checks
 * against the codes. All 33 departamentos; of the 1,100-odd municipios only the departmental
 * capitals are listed: any other municipio needs its name given (DianAddress.cityName), else its
 * code is written as the name.
 */
export const DEPARTAMENTOS: Readonly<Record<string, string>> = {
  '05': 'Antioquia', '08': 'Atlántico', '11': 'Bogotá', '13': 'Bolívar', '15': 'Boyacá', '17': 'Caldas',
  '18': 'Caquetá', '19': 'Cauca', '20': 'Cesar', '23': 'Córdoba', '25': 'Cundinamarca', '27': 'Chocó',
  '41': 'Huila', '44': 'La Guajira', '47': 'Magdalena', '50': 'Meta', '52': 'Nariño', '54': 'Norte de Santander',
  '63': 'Quindío', '66': 'Risaralda', '68': 'Santander', '70': 'Sucre', '73': 'Tolima', '76': 'Valle del Cauca',
  '81': 'Arauca', '85': 'Casanare', '86': 'Putumayo', '88': 'Archipiélago de San Andrés, Providencia y Santa Catalina',
  '91': 'Amazonas', '94': 'Guainía', '95': 'Guaviare', '97': 'Vaupés', '99': 'Vichada',
};

export const MUNICIPIOS: Readonly<Record<string, string>> = {
  '05001': 'Medellín', '08001': 'Barranquilla', '11001': 'Bogotá, D.C.', '13001': 'Cartagena', '15001': 'Tunja',
  '17001': 'Manizales', '18001': 'Florencia', '19001': 'Popayán', '20001': 'Valledupar', '23001': 'Montería',
  '27001': 'Quibdó', '41001': 'Neiva', '44001': 'Riohacha', '47001': 'Santa Marta', '50001': 'Villavicencio',
  '52001': 'Pasto', '54001': 'Cúcuta', '63001': 'Armenia', '66001': 'Pereira', '68001': 'Bucaramanga',
  '70001': 'Sincelejo', '73001': 'Ibagué', '76001': 'Cali', '81001': 'Arauca', '85001': 'Yopal', '86001': 'Mocoa',
  '88001': 'San Andrés', '91001': 'Leticia', '94001': 'Inírida', '95001': 'San José del Guaviare', '97001': 'Mitú',
  '99001': 'Puerto Carreño',
};

/** The departamento of a municipio code (its first two digits). */
export const departamentoOf = (municipio: string): string => municipio.slice(0, 2);
