/**
 * Tenant settings (spec 03 §7.4–7.5; docs/design-notes.md "Tenant settings"): a row's value is checked
 * by the catalogue field of its key (core/resources/settings.ts) and stored as that key's canonical
 * text; a row's key never changes. The tenant cache ends on commit (cache-hooks.ts), so a change
 * holds for the tenant's next request.
 */
import { checkSetting, settingDef } from '../../../core/resources/settings';
import { recordInvalid, registerRecordHooks } from '../../records';

export const SETTING_MESSAGES = {
  keyFixed: 'La clave de una configuración no cambia; cree otra configuración.',
};

registerRecordHooks('settings', {
  prepare(_rec, change) {
    const before = change.before?.key;
    if (change.before && 'key' in change.data && change.data.key !== before) throw recordInvalid({ key: [SETTING_MESSAGES.keyFixed] });
    const key = (change.data.key ?? before) as string | undefined;
    if (!key || !settingDef(key)) return; // the key's own coercion (a select over the catalogue) refused it
    if (change.before && !('value' in change.data)) return;
    const c = checkSetting(key, change.data.value);
    if (!c.ok) throw recordInvalid({ value: [c.message] });
    change.data.value = c.text;
  },
});
