export { AccessDeniedScreen, NotFoundScreen, ServerErrorScreen } from './error-screens';
export { RouteErrorScreen } from './route-error';
