export { AccessDeniedScreen, NotFoundScreen, ServerErrorScreen } from './ErrorScreens';
