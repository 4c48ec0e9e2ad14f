import type { FieldKind } from '../resource/types';
import type { RuleMessages } from './messages';

/**
 * Kind of the value a rule looks at. Resource field kinds, plus the upload kinds of the form engine
 * (spec 03 §3.2) for which min/max mean a size in KB.
 */
export type ValueKind = FieldKind | 'file' | 'image';

/** One rule of a rule string, `name:arg1,arg2`. Parsed once; treat as immutable. */
export interface ParsedRule {
  readonly name: string;
  readonly args: readonly string[];
  /** Compiled pattern of a `regex:/…/flags` rule. */
  readonly pattern?: RegExp;
}

/** Everything a rule may look at besides the value itself. */
export interface RuleContext {
  /** Name of the field being validated (used by `confirmed`, `sometimes`). */
  field: string;
  /** Kind of the field; decides whether min/max mean length, numeric value or size. */
  kind?: ValueKind;
  /** The whole record being validated (other fields for required_if, after:field, confirmed …). */
  data: Record<string, unknown>;
  /** Id of the record being edited (`parent`); null/undefined when creating. */
  recordId?: number | string | null;
  /** Clock for now/today/tomorrow/yesterday; defaults to `new Date()`. */
  now?: Date;
  /** IANA time zone in which "today" is computed (e.g. 'America/Bogota'); default: the runtime's. */
  timeZone?: string;
  /** Field name → human label, used in messages ("El campo Nombres …"). */
  labels?: Record<string, string>;
  /** Field name → value → option label of choice fields: required_if/required_unless name 'Anulación', not '2'. */
  valueLabels?: Record<string, Record<string, string>>;
  /** Messages to speak; default the Spanish RULE_MESSAGES (the web passes its catalog's). */
  messages?: RuleMessages;
  /** The field's own text per rule name (FieldOptions.messages), said through messages.custom. */
  overrides?: Readonly<Record<string, string>>;
}
