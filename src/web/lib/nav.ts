/**
 * Navigation for code outside React (the API error handler, session actions). The router
 * registers itself at start; until then a full page load does the job.
 */
type Navigate = (href: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (href, opts) => {
  if (opts?.replace) window.location.replace(href);
  else window.location.assign(href);
};

export function registerNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export const navigateTo: Navigate = (href, opts) => navigateImpl(href, opts);

/** Path + query of the current page, e.g. '/clientes?page=2'. */
export const currentHref = (): string => `${window.location.pathname}${window.location.search}`;

export const isOnLoginPage = (): boolean => window.location.pathname === '/login';
