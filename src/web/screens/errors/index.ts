export { AccessDeniedScreen, NotFoundScreen, ServerErrorScreen } from './error-screens';
