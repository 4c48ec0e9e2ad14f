export { RevisionsScreen, type RevisionsScreenProps } from './revisions-screen';
export { revisionChanges, revisionFields, type Revision } from './revision-diff';
