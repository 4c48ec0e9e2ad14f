export * from './types';
export { parseListQuery, hasArchive, type ParseOptions } from './parse';
export { serializeListQuery, listQueryString } from './serialize';
export {
  queryField, filterRefusal, sortable, coerceValue, isDateOnly, isDateValue, OP_KEYS, type QueryField,
} from './fields';
