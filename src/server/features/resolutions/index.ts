// Billing resolutions (core/resources/resolutions.ts): the next consecutive number is the server's.
// It starts at start_range when the resolution is created; while no number was taken from the range
// (next_number still at the old start), a changed start_range moves it along. A body never sets it
// (readonly fields are dropped before hooks run); issue 15's invoicing advances it under a row lock.
import { registerRecordHooks } from '../../records';

registerRecordHooks('proxy_resolutions', {
  prepare(_rec, change) {
    if (change.action === 'created') {
      change.data.next_number = change.data.start_range;
      return;
    }
    if (change.action !== 'updated' || !change.before || !('start_range' in change.data)) return;
    const unused = Number(change.before.next_number) === Number(change.before.start_range);
    if (unused) change.data.next_number = change.data.start_range;
  },
});
