export { ResourceScreen } from './resource-screen';
