export { CarteraScreen } from './cartera-screen';
