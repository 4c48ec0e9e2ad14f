export { payuRoutes, PAYU_METHOD } from './routes';
