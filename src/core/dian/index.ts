// DIAN electronic invoicing, the pure part (isomorphic): CUFE/CUDE, tributos, totals, UBL 2.1 XML.
export * from './cufe';
export * from './tributos';
export * from './totals';
export * from './ubl';
export { escapeXml } from './xml';
export { DEPARTAMENTOS, MUNICIPIOS } from './divipola';
