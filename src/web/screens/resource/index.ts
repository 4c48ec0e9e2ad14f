export { ResourceScreen } from './ResourceScreen';
