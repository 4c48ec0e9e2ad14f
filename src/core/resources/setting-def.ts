import type { Field } from '../resource/types';

export interface SettingDef {
  key: string;
  /** The field the value is checked and edited as (label, kind, default, rules). */
  field: Field;
  /** Every signed-in user may read it (GET settings?where[key]=…). */
  public?: boolean;
}
