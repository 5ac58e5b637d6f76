import { laterGroups, type RouteRef, routeTable } from 'virtual:route-table';
import type { Client, routes } from '@courtside/contract';
import { requestTimeoutMs } from '@courtside/domain';
import { i18n } from '../i18n';
import { accessGo } from './accessGo';
import { DomainRotator } from './domains';
import type { ErrorEffects } from './effects';
import { gatewayMode, lazyGatewayFetch } from './gateway';
import { robotPass } from './robotPass';
import { createBrowserSession } from './session';
import { createTransport, type SafetyVerify, type TransportOptions } from './transport';

const site = routeTable.site;

/** The site-config reads answered from the local 60 s cache (spec section 7). */
const cacheablePaths = new Set<string>(
  [
    site.configGet,
    site.configGets,
    site.perInfoV1,
    site.perInfoV5,
    site.languageCode,
    site.bannersV1,
    site.bannersV2,
    site.floatingWindows,
    site.navigation,
    site.announcements,
    site.marquee,
    site.customerServiceUrl,
    site.customerServiceConfig,
    site.helpCategories,
    site.helpList,
    site.helpDetail,
    site.pcBottom,
    site.countries,
    site.domains,
  ].map((route) => route.path),
);

/** Calls the user did not ask for: their failures must not toast. */
const backgroundPaths = new Set<string>([site.systemTime.path, site.serverTime.path, site.domains.path]);

/** Spec section 9: the system-time request times out after 5000 ms whatever the credentials. */
const SYSTEM_TIME_TIMEOUT_MS = 5000;

// Until the app installs the real effects (router, toasts, modal), errors are only logged.
let installed: ErrorEffects | null = null;
const effects: ErrorEffects = {
  navigate: (to, options) => installed?.navigate(to, options),
  toast: (message, options) => installed?.toast(message, options),
  alert: (options) => installed?.alert(options),
  clearSession: () => {
    session.clear();
    installed?.clearSession();
  },
  location: () => installed?.location() ?? { pathname: window.location.pathname, search: window.location.search },
};

export const session = createBrowserSession();
export const domains = new DomainRotator(undefined, typeof window === 'undefined' ? null : window.location.origin);

const transportOptions: TransportOptions = {
  fetch:
    gatewayMode() === 'encrypted'
      ? lazyGatewayFetch((input, init) => fetch(input, init))
      : (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  getToken: () => session.getToken(),
  effects,
  t: (key: string, options?: Record<string, unknown>) => i18n.t(key, options),
  language: () => i18n.language,
  robotPass,
  accessGo: () => accessGo.isSet(),
  domains,
  isCacheable: (route: RouteRef) => cacheablePaths.has(route.path),
  isBackground: (route: RouteRef) => backgroundPaths.has(route.path),
  timeoutMs: (route: RouteRef, hasToken: boolean) =>
    route.path === site.systemTime.path ? SYSTEM_TIME_TIMEOUT_MS : requestTimeoutMs(hasToken),
};

export const transport = createTransport(transportOptions);

type Table = Record<string, Record<string, RouteRef>>;
let later: Promise<Table> | null = null;
/** The later groups' paths, fetched once with the first call into one of them (again after a failure). */
const laterTable = (): Promise<Table> =>
  (later ??= import('virtual:route-table-later').then(
    (module) => module.laterRoutes as Table,
    (error: unknown) => {
      later = null;
      throw error;
    },
  ));

/**
 * The typed client: `api.site.perInfoV1({})` takes and returns the contract's types, and calls the
 * path the route table names (the table carries no schemas, so zod stays out of the first page). A
 * later group's call (`api.wheel.spin`) first waits for its paths' chunk.
 */
function createApi(send: (route: RouteRef, body: unknown) => Promise<unknown>): Client<typeof routes> {
  const client: Record<string, Record<string, (body: unknown) => Promise<unknown>>> = {};
  for (const [group, defs] of Object.entries<Record<string, RouteRef>>(routeTable)) {
    const calls: Record<string, (body: unknown) => Promise<unknown>> = {};
    for (const [name, route] of Object.entries(defs)) calls[name] = (body) => send(route, body);
    client[group] = calls;
  }
  for (const group of laterGroups) {
    client[group] = new Proxy(
      {},
      {
        // Not a thenable: `then` is no route, whoever awaits the group.
        get: (_calls, name) =>
          typeof name === 'string' && name !== 'then'
            ? (body: unknown) => laterTable().then((table) => send(table[group]![name]!, body))
            : undefined,
      },
    );
  }
  return client as Client<typeof routes>;
}

export const api = createApi(transport.send);

/**
 * Ends the session on this device through the installed effects (store, cached member data), so a
 * feature can log out without reaching up into the app that wires those effects.
 */
export function clearSession(): void {
  effects.clearSession();
}

/** The app installs its router, toasts and modal here (see app/apiEffects.ts). */
export function installErrorEffects(next: ErrorEffects): void {
  installed = next;
}

/** The safety-verification dialog (a later issue) plugs in here; the original request is repeated with its result. */
export function installSafetyVerify(dialog: SafetyVerify | undefined): void {
  transportOptions.safetyVerify = dialog;
}

/** Loads the backup domains once; rotation then has somewhere to go. Failures are quiet. */
export async function loadBackupDomains(): Promise<void> {
  try {
    const { domains: list } = await api.site.domains({});
    domains.setDomains(list);
  } catch {
    // No backup domains: the client stays on its own origin.
  }
}
