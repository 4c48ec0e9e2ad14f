export { useRecordActions } from './use-record-actions';
