// Built by apps/web/build/routeTable.ts from the contract's route table: method and path of every
// route, under the contract's group and route names (routeTable.test.ts holds it to the contract).
declare module 'virtual:route-table' {
  import type { RouteDef, routes } from '@courtside/contract';

  type Routes = typeof routes;
  export type RouteRef = Pick<RouteDef, 'method' | 'path'>;
  export const routeTable: { [G in keyof Routes]: { [K in keyof Routes[G]]: RouteRef } };
}

// Built by apps/web/build/contractTables.ts: the paths the boot script fetches early.
declare module 'virtual:first-screen' {
  export const firstScreen: {
    siteInfo: string;
    banners: string;
    navigation: string;
    marquee: string;
    sportsConfig: string;
    matchList: string;
  };
}

// Built by apps/web/build/contractTables.ts: the error catalogue's reactions, without the messages.
declare module 'virtual:error-table' {
  import type { ErrorReaction, ErrorSpec } from '@courtside/contract';

  export const errorTable: {
    byCode: Record<string, [ErrorReaction, number]>;
    internal: ErrorSpec;
    notLoggedIn: ErrorSpec;
    lineAbnormal: number;
    networkAbnormal: number;
  };
}
