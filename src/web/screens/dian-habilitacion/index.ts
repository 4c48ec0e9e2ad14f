export { HabilitacionScreen } from './habilitacion-screen';
