/**
 * The rule-string engine (spec 03 §5.1): 'required|min:3|email' strings declared on resource fields,
 * checked the same way by the server (validateRecord → 422 errors) and the web form
 * (resourceFormSchema → react-hook-form). Isomorphic: no DOM, no Node APIs.
 */
export type { ParsedRule, RuleContext, ValueKind } from './types';
export { parseRules, RuleParseError } from './parse';
export { validateValue } from './validate';
export { validateRecord, firstError, resourceLabels, type RecordErrors, type ValidateRecordOptions } from './record';
export { resourceFormSchema, type FormSchemaOptions } from './zod';
export { RULE_MESSAGES, type RuleMessages } from './messages';
export { RULE_NAMES } from './table';
export { nitCheckDigit, formatNit, isValidNit } from './nit';
export { parseDateValue } from './dates';
export { isEmail, isPhone } from './rules-format';
export { isEmpty, toDecimal } from './values';
export { isRequiredFor, requiredDependencies } from './required';
