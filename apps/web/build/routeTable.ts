import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

/** The id the web's API client imports its route table from. */
export const ROUTE_TABLE_ID = 'virtual:route-table';
const RESOLVED_ID = `\0${ROUTE_TABLE_ID}`;

interface RouteLike {
  method: string;
  path: string;
}

/**
 * Serves the contract's route table reduced to method and path. The transport needs nothing more
 * at run time, and the full table (a zod schema per request and response) would put zod and every
 * schema into the first page's JavaScript. The table is read from the contract itself when the
 * bundle is built, so it cannot drift from it; the schemas stay available to the pages that
 * validate forms.
 */
export function routeTable(): Plugin {
  const contract = fileURLToPath(new URL('../../../packages/contract/src/index.ts', import.meta.url));
  return {
    name: 'courtside-route-table',
    resolveId: (id) => (id === ROUTE_TABLE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(contract);
      const { module } = await runnerImport<{ routes: Record<string, Record<string, RouteLike>> }>(contract, {
        configFile: false,
        logLevel: 'error',
      });
      const table = Object.fromEntries(
        Object.entries(module.routes).map(([group, defs]) => [
          group,
          Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, { method: def.method, path: def.path }])),
        ]),
      );
      return `export const routeTable = ${JSON.stringify(table)};`;
    },
  };
}
