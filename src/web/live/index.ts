export { useEditors, useEditLock, editingState } from './editing';
export type { Member } from '../realtime';
export { EditingBadge, RecordEditingBadge } from './editing-badge';
export { useLiveUsersPresence, useLiveUsers, liveUsersState, type LiveUser } from './live-users';
