import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect, useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect } from 'react';
import resourceRoutes from 'virtual:resource-routes';
import { loadChunk } from './lib/chunk-errors';
import { guardDecision } from './lib/guard';
import { parseListSearchParams, type ListSearch } from './lib/list-search';
import { registerNavigator } from './lib/nav';
import { currentPrincipal, homePath, safeReturnUrl, sessionState } from './lib/session';
import { applyThemeQuery } from './lib/theme';
import { NotFoundScreen, RouteErrorScreen, ServerErrorScreen } from './screens/errors';
// Straight from their files: the ui barrel would bring every primitive (dialogs, comboboxes) into
// the first script (issue 13 "Speed").
import { Skeleton } from './ui/skeleton';
import { Toaster } from './ui/toaster';

// The login screen and the error pages are in the first script; the signed-in shell, its pages and
// the password screens load when a route needs them (the router fetches them before showing it).
// loadChunk: a chunk that fails reloads to a new release, or shows RouteErrorScreen with 'Reintentar'
// (lazyRouteComponent tries the import again on the next render; React.lazy would keep the failure).
const loadShell = loadChunk(() => import('./shell'));
// The sign-in screen is its own chunk: a signed-in visit (most of them) never needs it.
const LoginScreen = lazyRouteComponent(loadChunk(() => import('./screens/login')), 'LoginScreen');
const Shell = lazyRouteComponent(loadShell, 'Shell');
const DashboardScreen = lazyRouteComponent(loadChunk(() => import('./screens/dashboard')), 'DashboardScreen');
const loadPasswordScreens = loadChunk(() => import('./screens/password'));
const ChangePasswordScreen = lazyRouteComponent(loadPasswordScreens, 'ChangePasswordScreen');
const ResetPasswordScreen = lazyRouteComponent(loadPasswordScreens, 'ResetPasswordScreen');
const OutboxScreen = lazyRouteComponent(loadChunk(() => import('./screens/outbox')), 'OutboxScreen');
const RevisionsScreen = lazyRouteComponent(loadChunk(() => import('./screens/revisions')), 'RevisionsScreen');
const loadBoards = loadChunk(() => import('./screens/board'));
const BoardsScreen = lazyRouteComponent(loadBoards, 'BoardsScreen');
const KanbanScreen = lazyRouteComponent(loadBoards, 'KanbanScreen');
const TicketScreen = lazyRouteComponent(loadChunk(() => import('./screens/ticket')), 'TicketScreen');
const loadCalendarScreens = loadChunk(() => import('./screens/calendar'));
const BookingScreen = lazyRouteComponent(loadCalendarScreens, 'BookingScreen');
const CalendarScreen = lazyRouteComponent(loadCalendarScreens, 'CalendarScreen');
const TicketsCalendarScreen = lazyRouteComponent(loadCalendarScreens, 'TicketsCalendarScreen');
const OrdersBoardScreen = lazyRouteComponent(loadChunk(() => import('./screens/orders-board')), 'OrdersBoardScreen');
const DianBoardScreen = lazyRouteComponent(loadChunk(() => import('./screens/dian-board')), 'DianBoardScreen');
const HabilitacionScreen = lazyRouteComponent(loadChunk(() => import('./screens/dian-habilitacion')), 'HabilitacionScreen');
const OrdersPaymentsScreen = lazyRouteComponent(loadChunk(() => import('./screens/orders-payments')), 'OrdersPaymentsScreen');
const ReorderScreen = lazyRouteComponent(loadChunk(() => import('./screens/reorder')), 'ReorderScreen');
const ProfileScreen = lazyRouteComponent(loadChunk(() => import('./screens/account')), 'ProfileScreen');
const SettingsScreen = lazyRouteComponent(loadChunk(() => import('./screens/account')), 'SettingsScreen');
const AdminSettingsScreen = lazyRouteComponent(loadChunk(() => import('./screens/account')), 'AdminSettingsScreen');
const BannerScreen = lazyRouteComponent(loadChunk(() => import('./screens/account')), 'BannerScreen');
const BirthdaysScreen = lazyRouteComponent(loadChunk(() => import('./screens/birthdays')), 'BirthdaysScreen');
const CarteraScreen = lazyRouteComponent(loadChunk(() => import('./screens/cartera')), 'CarteraScreen');
const RecordPageScreen = lazyRouteComponent(loadChunk(() => import('./screens/record')), 'RecordPageScreen');
const InvoicePrintScreen = lazyRouteComponent(loadChunk(() => import('./screens/invoice-print')), 'InvoicePrintScreen');
const loadStorage = loadChunk(() => import('./screens/storage'));
const StorageScreen = lazyRouteComponent(loadStorage, 'StorageScreen');
const StorageWarehouseScreen = lazyRouteComponent(loadStorage, 'StorageWarehouseScreen');
const PaymentApprovedScreen = lazyRouteComponent(loadChunk(() => import('./screens/payu')), 'PaymentApprovedScreen');
const LiveUsersScreen = lazyRouteComponent(loadChunk(() => import('./screens/live-users')), 'LiveUsersScreen');

// The generic list (engine, validation, exports) loads on first use of a resource page.
const loadResourceScreen = loadChunk(() => import('./screens/resource'));
const ResourceScreen = lazyRouteComponent(loadResourceScreen, 'ResourceScreen');

/**
 * Starts loading a list page's code and its first page of data together (DESIGN §9), when the route
 * matches or when a link to it is hovered (defaultPreload 'intent'). Not awaited: the screen shows at
 * once and its query picks up the request in flight. Unknown or forbidden resources load nothing.
 */
async function preloadResourceList(queryClient: QueryClient, name: string, search: ListSearch): Promise<void> {
  const screen = loadResourceScreen();
  const [{ getResource }, { canOnResource }, { preloadListData, customFieldsQuery, resourceWithCustomFields }] = await Promise.all([
    import('../core/resources'), import('../core/access'), import('./engine'),
  ]);
  const plain = getResource(name);
  const principal = currentPrincipal();
  if (!plain || !canOnResource(principal, plain, 'view')) return;
  // The list asks with the tenant's custom fields (their columns, filters and sort), so preload that.
  const defs = plain.customFields ? await queryClient.ensureQueryData(customFieldsQuery()).catch(() => undefined) : undefined;
  const resource = resourceWithCustomFields(plain, defs);
  await Promise.all([screen, preloadListData(queryClient, resource, search, principal)]);
}

function PageSkeleton() {
  return (
    <div className="space-y-3 p-4 sm:p-6" aria-hidden>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** Every route's search params: the URL query as a flat Record<string, string> (spec 01 §2.6). */
export type FlatSearch = Record<string, string>;

const flatSearch = (search: Record<string, unknown>): FlatSearch => {
  const out: FlatSearch = {};
  for (const [k, v] of Object.entries(search)) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
};

/** The query string is plain `a=1&b=x,y` (no JSON-encoded values), so lists keep readable URLs. */
const parseSearch = (searchStr: string): FlatSearch => Object.fromEntries(new URLSearchParams(searchStr));
/** Same query, whatever the key order; empty values count as absent (stringifySearch drops them). */
const sameSearch = (a: FlatSearch, b: FlatSearch): boolean => {
  const entries = (x: FlatSearch) => Object.entries(x).filter(([, v]) => v !== '').sort(([k1], [k2]) => k1.localeCompare(k2));
  return JSON.stringify(entries(a)) === JSON.stringify(entries(b));
};
const stringifySearch = (search: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(flatSearch(search))) if (v !== '') params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : '';
};

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  validateSearch: flatSearch,
  beforeLoad: ({ location }) => {
    const to = guardDecision(location.pathname, location.href, sessionState.user);
    if (to) throw redirect({ href: to, replace: true });
  },
  notFoundComponent: () => (sessionState.user ? <Suspense fallback={null}><Shell><NotFoundScreen /></Shell></Suspense> : <NotFoundScreen />),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  beforeLoad: ({ search }) => {
    const user = sessionState.user;
    if (user && user.password_status !== 'expired') {
      throw redirect({ href: safeReturnUrl((search as FlatSearch).returnUrl) ?? homePath(user), replace: true });
    }
  },
  component: LoginScreen,
});

const resetPasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: '/reset-password', component: ResetPasswordScreen });
const changePasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: '/change-password', component: ChangePasswordScreen });

/** Signed-in pages inside the shell (drawer, top bar, palette). */
const appRoute = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: Shell });

const indexRoute = createRoute({ getParentRoute: () => appRoute, path: '/', component: DashboardScreen });
const dashboardRoute = createRoute({ getParentRoute: () => appRoute, path: '/dashboard', component: DashboardScreen });
const notFoundRoute = createRoute({ getParentRoute: () => appRoute, path: '/404', component: () => <NotFoundScreen /> });
const serverErrorRoute = createRoute({ getParentRoute: () => appRoute, path: '/500', component: ServerErrorScreen });
const outboxRoute = createRoute({ getParentRoute: () => appRoute, path: '/outbox', component: OutboxScreen });

function ResourceRoute() {
  const { resource } = resourceRoute.useParams();
  const search = resourceRoute.useSearch();
  const navigate = useNavigate();
  const onSearchChange = useCallback(
    (next: FlatSearch) => void navigate({ to: '/$resource', params: { resource }, search: next, replace: true }),
    [navigate, resource],
  );
  return <ListRouteBody name={resource} search={search} onSearchChange={onSearchChange} treeNode={null} />;
}

/**
 * A list route's screen. The address bar shows what the schema read (page=-3&itemsPerPage=abc becomes
 * page=1&itemsPerPage=5). A list with a tree panel (views.tree) moves between /{resource} and
 * /{resource}/{node} as a node is chosen, keeping its search, sort and filters (back to page 1).
 */
function ListRouteBody({ name, search, onSearchChange, treeNode }: { name: string; search: ListSearch; onSearchChange: (next: FlatSearch) => void; treeNode: number | null }) {
  const navigate = useNavigate();
  const raw = useRouterState({ select: (s) => s.location.searchStr });
  // Both sides come from the same address (the matched search may lag behind it mid-navigation).
  useEffect(() => {
    const current = parseSearch(raw);
    const fixed = flatSearch(parseListSearchParams(current));
    if (!sameSearch(current, fixed)) onSearchChange(fixed);
  }, [raw, onSearchChange]);
  const hasTree = resourceRoutes.tree.includes(name);
  const onTreeNode = useCallback((id: number | null) => {
    const next = { ...parseSearch(raw), page: '1' };
    void navigate({ href: `/${name}${id ? `/${id}` : ''}${stringifySearch(next)}` });
  }, [navigate, name, raw]);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ResourceScreen name={name} search={search} onSearchChange={onSearchChange} treeNode={treeNode} onTreeNode={hasTree ? onTreeNode : undefined} />
    </Suspense>
  );
}

/**
 * /{resource}/{node} of the lists with a tree panel (spec 01 §2.2 /documents/{category}): the list of
 * the rows filed at that node or below it. One route per such resource, derived from the declarations.
 */
const treeListRoutes = resourceRoutes.tree.map((name) => {
  const route = createRoute({
    getParentRoute: () => appRoute,
    path: `/${name}/$node`,
    validateSearch: (search: Record<string, unknown>): ListSearch => parseListSearchParams(search),
    beforeLoad: ({ params }) => {
      const id = Number((params as { node: string }).node);
      if (!Number.isInteger(id) || id <= 0) throw redirect({ href: `/${name}`, replace: true });
    },
    component: function TreeListRoute() {
      const { node } = route.useParams() as { node: string };
      const search = route.useSearch() as ListSearch;
      const navigate = useNavigate();
      const onSearchChange = useCallback((next: FlatSearch) => void navigate({ to: '.', search: next, replace: true }), [navigate]);
      return <ListRouteBody name={name} search={search} onSearchChange={onSearchChange} treeNode={Number(node)} />;
    },
  });
  return route;
});

/**
 * Aliases of several segments (spec 01 §2.2 /facturacion/credit_notes): a static route each, which
 * wins over /{page}/{id}, leading to the list with its filters kept.
 */
const pathAliasRoutes = Object.entries(resourceRoutes.aliases).filter(([alias]) => alias.includes('/')).map(([alias, name]) => createRoute({
  getParentRoute: () => appRoute,
  path: `/${alias}`,
  beforeLoad: ({ location }) => { throw redirect({ href: `/${name}${location.searchStr}`, replace: true }); },
}));

const resourceRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/$resource',
  // Typed by a zod schema; bad values (page=-3, itemsPerPage=abc) become the spec's defaults.
  validateSearch: (search: Record<string, unknown>): ListSearch => parseListSearchParams(search),
  // The spec's other names of a list (/orders, /products, /suppliers …) lead to it, filters kept.
  beforeLoad: ({ params, location }) => {
    const target = Object.hasOwn(resourceRoutes.aliases, params.resource) ? resourceRoutes.aliases[params.resource] : undefined;
    if (target) throw redirect({ href: `/${target}${location.searchStr}`, replace: true });
  },
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => {
    // Failures show on the screen, whose query retries the same request.
    preloadResourceList(context.queryClient, params.resource, deps.search).catch(() => {});
  },
  component: ResourceRoute,
});

/** /{model}/{id}/revisions?resource= (spec 01 §2.2): a record's change history. */
const revisionsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/$model/$id/revisions',
  validateSearch: (search: Record<string, unknown>): { resource?: string } =>
    (typeof search.resource === 'string' && search.resource ? { resource: search.resource } : {}),
  component: function RevisionsRoute() {
    const { model, id } = revisionsRoute.useParams();
    const { resource } = revisionsRoute.useSearch();
    return <Suspense fallback={<PageSkeleton />}><RevisionsScreen model={model} id={id} resource={resource} /></Suspense>;
  },
});

/** /profile and /settings (spec 01 §2.2): the user's own data; this device's language and theme. */
const profileRoute = createRoute({ getParentRoute: () => appRoute, path: '/profile', component: ProfileScreen });
const settingsRoute = createRoute({ getParentRoute: () => appRoute, path: '/settings', component: SettingsScreen });
/** /admin/settings and /banner (spec 01 §2.2; spec 03 §7.5): the tenant's settings; its banner message. */
const adminSettingsRoute = createRoute({ getParentRoute: () => appRoute, path: '/admin/settings', component: AdminSettingsScreen });
const bannerRoute = createRoute({ getParentRoute: () => appRoute, path: '/banner', component: BannerScreen });

/** /invoices/{id}/print (issue 15): the invoice's PDF with 'Descargar' and 'Imprimir'. */
const invoicePrintRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/invoices/$id/print',
  component: function InvoicePrintRoute() {
    const { id } = invoicePrintRoute.useParams();
    return <Suspense fallback={<PageSkeleton />}><InvoicePrintScreen id={id} /></Suspense>;
  },
});

/** /birthdays (spec 01 §2.2): workers and clients by their next birthday. */
const birthdaysRoute = createRoute({ getParentRoute: () => appRoute, path: '/birthdays', component: BirthdaysScreen });
/** /cartera (spec 01 §2.2): receivables by client with ageing. */
const carteraRoute = createRoute({ getParentRoute: () => appRoute, path: '/cartera', component: CarteraScreen });

/**
 * /{page}/{id} (spec 01 §2.2: /cliente/{id}, /orders/{id}, /product/{id}, /workers/{id}): the record
 * page of a resource that declares `page`; others (and unknown names) are a 404.
 */
const recordPageRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/$resource/$id',
  component: function RecordPageRoute() {
    const { resource, id } = recordPageRoute.useParams();
    return <Suspense fallback={<PageSkeleton />}><RecordPageScreen segment={resource} id={id} /></Suspense>;
  },
});

/** /{resource}/reorder?title=&description= (spec 01 §2.6): the drag-to-reorder tree of a resource with views.reorder. */
const reorderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/$resource/reorder',
  validateSearch: (search: Record<string, unknown>): { title?: string; description?: string } => ({
    ...(typeof search.title === 'string' && search.title ? { title: search.title } : {}),
    ...(typeof search.description === 'string' && search.description ? { description: search.description } : {}),
  }),
  component: function ReorderRoute() {
    const { resource } = reorderRoute.useParams();
    const search = reorderRoute.useSearch();
    return <Suspense fallback={<PageSkeleton />}><ReorderScreen key={resource} name={resource} search={search} /></Suspense>;
  },
});

/** /boards, /kanban/{boardId?} (filters in the query) and /tickets/{ticketId}?comentarioId= (spec 01 §2.2, §2.5). */
const boardsRoute = createRoute({ getParentRoute: () => appRoute, path: '/boards', component: () => <Suspense fallback={<PageSkeleton />}><BoardsScreen /></Suspense> });
function KanbanRoute({ boardId }: { boardId?: string }) {
  const search = rootRoute.useSearch() as FlatSearch;
  const navigate = useNavigate();
  const onSearchChange = useCallback((next: FlatSearch) => void navigate({ to: '.', search: next, replace: true }), [navigate]);
  return <Suspense fallback={<PageSkeleton />}><KanbanScreen boardId={boardId} search={search} onSearchChange={onSearchChange} /></Suspense>;
}
const kanbanRoute = createRoute({ getParentRoute: () => appRoute, path: '/kanban', component: () => <KanbanRoute /> });
const kanbanBoardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/kanban/$boardId',
  component: function KanbanBoardRoute() { return <KanbanRoute boardId={kanbanBoardRoute.useParams().boardId} />; },
});
const ticketRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/tickets/$ticketId',
  component: function TicketRoute() {
    const { ticketId } = ticketRoute.useParams();
    const search = rootRoute.useSearch() as FlatSearch;
    return <Suspense fallback={<PageSkeleton />}><TicketScreen id={ticketId} comentarioId={search.comentarioId} /></Suspense>;
  },
});
/** /booking?bookingId= (spec 01 §3: a booking notification opens it), /calendar, /calendar/tickets. */
const bookingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/booking',
  component: function BookingRoute() {
    const { bookingId } = bookingRoute.useSearch() as FlatSearch;
    const id = Number(bookingId);
    return <Suspense fallback={<PageSkeleton />}><BookingScreen bookingId={Number.isInteger(id) && id > 0 ? id : undefined} /></Suspense>;
  },
});
const calendarRoute = createRoute({ getParentRoute: () => appRoute, path: '/calendar', component: CalendarScreen });
const ticketsCalendarRoute = createRoute({ getParentRoute: () => appRoute, path: '/calendar/tickets', component: TicketsCalendarScreen });

/** /orders-status-board (spec 01 §2.2): orders by estado, drag to change it. */
const ordersBoardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders-status-board',
  component: () => <Suspense fallback={<PageSkeleton />}><OrdersBoardScreen /></Suspense>,
});

/** /facturacion/dian (issue 15): invoices by DIAN status, moved live by the DIAN's answers. */
const dianBoardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/facturacion/dian',
  component: () => <Suspense fallback={<PageSkeleton />}><DianBoardScreen /></Suspense>,
});

/** /facturacion/habilitacion (issue 15): DIAN habilitación — the test set and the DIAN's answers. */
const habilitacionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/facturacion/habilitacion',
  component: () => <Suspense fallback={<PageSkeleton />}><HabilitacionScreen /></Suspense>,
});

/** /orders-payments (spec 01 §2.2): the orders list with their payments; list state in the URL. */
const ordersPaymentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders-payments',
  validateSearch: (search: Record<string, unknown>): ListSearch => parseListSearchParams(search),
  component: function OrdersPaymentsRoute() {
    const search = ordersPaymentsRoute.useSearch();
    const navigate = useNavigate();
    const onSearchChange = useCallback(
      (next: FlatSearch) => void navigate({ to: '/orders-payments', search: next, replace: true }),
      [navigate],
    );
    return <Suspense fallback={<PageSkeleton />}><OrdersPaymentsScreen search={search} onSearchChange={onSearchChange} /></Suspense>;
  },
});

/** /storage and /storage/{bodegaId} (spec 01 §2.2): warehouses with their stock counts; one warehouse's stock. */
function StorageRoute({ bodegaId }: { bodegaId?: string }) {
  const search = rootRoute.useSearch() as FlatSearch;
  const navigate = useNavigate();
  const onSearchChange = useCallback((next: FlatSearch) => void navigate({ to: '.', search: next, replace: true }), [navigate]);
  return (
    <Suspense fallback={<PageSkeleton />}>
      {bodegaId ? <StorageWarehouseScreen key={bodegaId} bodegaId={bodegaId} search={search} onSearchChange={onSearchChange} />
        : <StorageScreen search={search} onSearchChange={onSearchChange} />}
    </Suspense>
  );
}
const storageRoute = createRoute({ getParentRoute: () => appRoute, path: '/storage', component: () => <StorageRoute /> });
const storageBodegaRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/storage/$bodegaId',
  component: function StorageBodegaRoute() { return <StorageRoute bodegaId={storageBodegaRoute.useParams().bodegaId} />; },
});

/** /payment-approved/{orderId} (spec 03 §7.5): where PayU sends the buyer back; the query is PayU's, verified by the server. */
const paymentApprovedRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/payment-approved/$orderId',
  component: function PaymentApprovedRoute() {
    const { orderId } = paymentApprovedRoute.useParams();
    return <Suspense fallback={<PageSkeleton />}><PaymentApprovedScreen orderId={orderId} /></Suspense>;
  },
});

/** /live-users (spec 01 §2.2): connected users and their current page. */
const liveUsersRoute = createRoute({ getParentRoute: () => appRoute, path: '/live-users', component: LiveUsersScreen });

const routeTree = rootRoute.addChildren([
  loginRoute,
  resetPasswordRoute,
  changePasswordRoute,
  appRoute.addChildren([indexRoute, dashboardRoute, notFoundRoute, serverErrorRoute, outboxRoute, ordersBoardRoute, dianBoardRoute, habilitacionRoute, ordersPaymentsRoute, resourceRoute, ...treeListRoutes, ...pathAliasRoutes, revisionsRoute, reorderRoute, recordPageRoute, invoicePrintRoute, birthdaysRoute, carteraRoute, profileRoute, settingsRoute, adminSettingsRoute, bannerRoute,
    boardsRoute, kanbanRoute, kanbanBoardRoute, ticketRoute,
    bookingRoute, calendarRoute, ticketsCalendarRoute, liveUsersRoute, storageRoute, storageBodegaRoute, paymentApprovedRoute]),
]);

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: () => <NotFoundScreen />,
    // In the shell's outlet when the shell loaded; Spanish, with 'Reintentar' (never the English default).
    defaultErrorComponent: RouteErrorScreen,
  });
  registerNavigator((href, opts) => void router.navigate({ href, replace: opts?.replace }));
  router.subscribe('onResolved', ({ toLocation }) => applyThemeQuery(toLocation.searchStr));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
