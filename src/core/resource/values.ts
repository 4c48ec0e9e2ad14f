/**
 * Raw input value (JSON, form data or query string) → stored value, by kind. The knowledge lives in
 * the field-kind catalogue (kinds.ts) and its coercers (coerce.ts); this module keeps the old import
 * path for the records layer and the web payloads.
 */
export { coerceValue } from './kinds';
export { isValidDate, TYPE_MESSAGES, type Coerced } from './coerce';
