export * from './signature';
export * from './states';
export * from './payload';
export { PAYU_SANDBOX, PAYU_PRODUCTION_URL, payuMerchant, type PayuMerchant } from './settings';
