import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

/** The id the web's API client imports its route table from. */
export const ROUTE_TABLE_ID = 'virtual:route-table';
/** The id the boot script imports the first screen's API paths from. */
export const FIRST_SCREEN_ID = 'virtual:first-screen';

interface RouteLike {
  method: string;
  path: string;
}
type Routes = Record<string, Record<string, RouteLike>>;

/**
 * Serves the contract's route table reduced to method and path. The transport needs nothing more
 * at run time, and the full table (a zod schema per request and response) would put zod and every
 * schema into the first page's JavaScript. The table is read from the contract itself when the
 * bundle is built, so it cannot drift from it; the schemas stay available to the pages that
 * validate forms. `virtual:first-screen` is the handful of paths the boot script fetches early (the home page's
 * first screen, and the sports list's).
 */
export function contractTables(): Plugin {
  const contract = fileURLToPath(new URL('../../../packages/contract/src/index.ts', import.meta.url));
  const ids = new Map([
    [ROUTE_TABLE_ID, `\0${ROUTE_TABLE_ID}`],
    [FIRST_SCREEN_ID, `\0${FIRST_SCREEN_ID}`],
  ]);
  const readRoutes = async (): Promise<Routes> =>
    (await runnerImport<{ routes: Routes }>(contract, { configFile: false, logLevel: 'error' })).module.routes;
  return {
    name: 'courtside-contract-tables',
    resolveId: (id) => ids.get(id),
    async load(id) {
      if (id !== ids.get(ROUTE_TABLE_ID) && id !== ids.get(FIRST_SCREEN_ID)) return undefined;
      this.addWatchFile(contract);
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
      const table = Object.fromEntries(
        Object.entries(routes).map(([group, defs]) => [
          group,
          Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, { method: def.method, path: def.path }])),
        ]),
      );
      return `export const routeTable = ${JSON.stringify(table)};`;
    },
  };
}
