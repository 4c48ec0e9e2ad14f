export { RecordPageScreen } from './record-page-screen';
