export { RevisionsScreen, type RevisionsScreenProps } from './revisions-screen';
