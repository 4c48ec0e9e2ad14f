// Public surface of the engine: the generic list screen, its headless hooks and the field-kind
// catalogue, for other screens (kanban, calendar, palette) to reuse.
export { ResourceListScreen, type ResourceListScreenProps } from './list/resource-list-screen';
export { useListScreen } from './list/use-list-screen';
export { listActions, revisionsHref, type ListActions } from './list/actions';
export { useColumns, listColumns, type Column, type ListView } from './list/use-columns';
export {
  useResourceList, useListState, useResourceRecord, includesFor, type SearchChange,
} from './data/use-resource-list';
export { useResourceMutations, type SaveInput } from './data/use-resource-mutations';
export { resourceKeys } from './data/keys';
export { useLiveQueryOf, useLiveResource } from './data/use-live-resource';
export { resourceListQuery, resourceRecordQuery, selectorQuery, type Row, type Page } from './data/queries';
export * from './data/list-params';
export { buildPayload, initialValues, formFields, duplicateOf, type FormValues } from './data/payload';
export { useResourceForm, type ResourceFormOptions } from './form/use-resource-form';
export { FormDialog, useFormTitle } from './form/form-dialog';
export { ViewDialog } from './form/view-dialog';
export { FormPanel } from './form/form-panel';
export { FIELD_KINDS, FieldCell, kindOf } from './fields/field-kinds';
export type { KindSpec, CellProps, InputProps, FilterProps } from './fields/types';
export { exportValue, filterKind, type FilterKind } from './fields/kind-meta';
export * from './fields/format';
export { preloadListData } from './list/preload';
export { RichTextInput, RichTextView } from './fields/richtext';
export { useStoredState, readStored } from './list/use-stored-state';
export { customFieldsQuery, resourceWithCustomFields, useCustomFieldsResource } from './data/custom-fields';
export { downloadTable } from './export/download-table';
