import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

/** The id the web's API client imports its route table from. */
export const ROUTE_TABLE_ID = 'virtual:route-table';
/** The id of the route groups no first page calls, which the client loads on their first call. */
export const LATER_ROUTES_ID = 'virtual:route-table-later';
/**
 * Route groups only pages behind a tap call (money in and out, the chat rooms and their gifts,
 * customer service, the activities, 邀请好友, 意见反馈, 余额宝) and the app's chat calls the web never
 * makes: their paths stay out of the first page's JavaScript and arrive, as one small chunk, with
 * the first call into any of them.
 */
export const LATER_GROUPS = [
  'payment',
  'chatWeb',
  'chatApp',
  'chatAnonymous',
  'gift',
  'support',
  'wheel',
  'exchange',
  'quiz',
  'carnival',
  'lottery',
  'barrier',
  'vote',
  'invite',
  'feedback',
  'agent',
  'news',
  'savings',
  'sponsor',
  'sitePages',
];
/** The id the boot script imports the first screen's API paths from. */
export const FIRST_SCREEN_ID = 'virtual:first-screen';
/** The id the transport imports each error code's reaction from. */
export const ERROR_TABLE_ID = 'virtual:error-table';

interface RouteLike {
  method: string;
  path: string;
}
type Routes = Record<string, Record<string, RouteLike>>;
interface ErrorLike {
  code: number;
  httpStatus: number;
  msg: string;
  reaction: string;
}

/**
 * Serves the contract's route table reduced to method and path. The transport needs nothing more
 * at run time, and the full table (a zod schema per request and response) would put zod and every
 * schema into the first page's JavaScript. The table is read from the contract itself when the
 * bundle is built, so it cannot drift from it; the schemas stay available to the pages that
 * validate forms. `virtual:first-screen` is the handful of paths the boot script fetches early (the home page's
 * first screen, and the sports list's). `virtual:error-table` is the error catalogue without its
 * messages (the server sends each one with its code): the whole catalogue, some 4 KiB gzip of Chinese
 * text, was a third of what the first page's code had grown past its budget by.
 */
export function contractTables(): Plugin {
  const contract = fileURLToPath(new URL('../../../packages/contract/src/index.ts', import.meta.url));
  const ids = new Map([
    [ROUTE_TABLE_ID, `\0${ROUTE_TABLE_ID}`],
    [LATER_ROUTES_ID, `\0${LATER_ROUTES_ID}`],
    [FIRST_SCREEN_ID, `\0${FIRST_SCREEN_ID}`],
    [ERROR_TABLE_ID, `\0${ERROR_TABLE_ID}`],
  ]);
  const readContract = async () =>
    (
      await runnerImport<{ routes: Routes; Errors: Record<string, ErrorLike> }>(contract, {
        configFile: false,
        logLevel: 'error',
      })
    ).module;
  const readRoutes = async (): Promise<Routes> => (await readContract()).routes;
  return {
    name: 'courtside-contract-tables',
    resolveId: (id) => ids.get(id),
    async load(id) {
      if (![...ids.values()].includes(id)) return undefined;
      this.addWatchFile(contract);
      if (id === ids.get(ERROR_TABLE_ID)) {
        const { Errors } = await readContract();
        // Most codes are toasted with HTTP 200; only the others are listed.
        const byCode = Object.fromEntries(
          Object.values(Errors)
            .filter((e) => e.reaction !== 'toast' || e.httpStatus !== 200)
            .map((e) => [e.code, [e.reaction, e.httpStatus]]),
        );
        const named = (name: string) => {
          const found = Errors[name];
          if (!found) throw new Error(`the contract has no error ${name}`);
          return found;
        };
        const table = {
          byCode,
          internal: named('internal'),
          notLoggedIn: named('notLoggedIn'),
          lineAbnormal: named('lineAbnormal').code,
          networkAbnormal: named('networkAbnormal').code,
        };
        return `export const errorTable = ${JSON.stringify(table)};`;
      }
      const routes = await readRoutes();
      if (id === ids.get(FIRST_SCREEN_ID)) {
        const path = (group: string, name: string) => {
          const route = routes[group]?.[name];
          if (!route) throw new Error(`the contract has no route ${group}.${name}`);
          return route.path;
        };
        const paths = {
          siteInfo: path('site', 'perInfoV1'),
          banners: path('site', 'bannersV1'),
          navigation: path('site', 'navigation'),
          marquee: path('site', 'marquee'),
          sportsConfig: path('feed', 'sportsConfig'),
          matchList: path('feed', 'matchList'),
        };
        return `export const firstScreen = ${JSON.stringify(paths)};`;
      }
      // Nearly every call is a POST: those travel as their path alone and are made whole on load,
      // which keeps "method":"POST" out of the first page once per route.
      const later = id === ids.get(LATER_ROUTES_ID);
      const table = Object.fromEntries(
        Object.entries(routes)
          .filter(([group]) => LATER_GROUPS.includes(group) === later)
          .map(([group, defs]) => [
            group,
            Object.fromEntries(
              Object.entries(defs).map(([name, def]) => [
                name,
                def.method === 'POST' ? def.path : { method: def.method, path: def.path },
              ]),
            ),
          ]),
      );
      return [
        `const compact = ${JSON.stringify(table)};`,
        'const whole = (ref) => (typeof ref === "string" ? { method: "POST", path: ref } : ref);',
        `export const ${later ? 'laterRoutes' : 'routeTable'} = Object.fromEntries(Object.entries(compact).map(([group, defs]) =>`,
        '  [group, Object.fromEntries(Object.entries(defs).map(([name, ref]) => [name, whole(ref)]))]));',
        ...(later ? [] : [`export const laterGroups = ${JSON.stringify(LATER_GROUPS)};`]),
      ].join('\n');
    },
  };
}
