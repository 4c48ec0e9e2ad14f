/** The record pipeline: the one module that reads and writes records (see docs/design-notes.md). */
export { Records, withRecords, withRecordsRead, writeThenRead, runAfterCommit, systemActor, type Actor } from './pipeline';
export type { CommittedChange, ListAnswer, RecordContext, WriteOptions } from './context';
export { registerRecordHooks, type RecordChange, type RecordHooks } from './hooks';
export { RecordError, recordForbidden, recordInvalid, recordNotFound, recordConflict, type RecordErrorKind } from './errors';
export { customFieldsWritten, tenantCustomFields } from './custom-fields';
