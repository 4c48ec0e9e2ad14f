export { useRecordActions } from './use-record-actions';
export { submitHiddenForm } from './hidden-form';
