// DIAN habilitación and range setup (issue 15): 'Consultar en la DIAN' on a billing resolution
// (GetNumberingRange) and the test set (SendTestSetAsync + GetStatusZip) with its history.
export { dianHabilitacionRoutes, HABILITACION_PERMISSION } from './routes';
