/** 'Cliente' → 'cliente' inside running text ('Nuevo cliente'); acronyms ('NIT', 'IVA') stay. */
export const lowerFirst = (s: string): string =>
  /^[A-ZÁÉÍÓÚÑ]{2}/.test(s) ? s : s.charAt(0).toLocaleLowerCase() + s.slice(1);
