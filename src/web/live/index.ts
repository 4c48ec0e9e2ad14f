export { useEditors, useEditLock, useEditedRecords, editingState } from './editing';
export type { Member } from '../realtime';
export { EditingBadge, RecordEditingBadge, EDITING_BADGE_CLASS, useEditingText } from './editing-badge';
export { useLiveUsersPresence, useLiveUsers, liveUsersState, type LiveUser } from './live-users';
