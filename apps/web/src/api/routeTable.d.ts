// Built by apps/web/build/contractTables.ts from the contract's route table: method and path of
// every route, under the contract's group and route names (routeTable.test.ts holds it to the
// contract). The groups no first page calls are in `virtual:route-table-later`, loaded on first use.
declare module 'virtual:route-table' {
  import type { RouteDef, routes } from '@courtside/contract';

  type Routes = typeof routes;
  export type RouteRef = Pick<RouteDef, 'method' | 'path'>;
  /** LATER_GROUPS of apps/web/build/contractTables.ts. */
  export type LaterGroup =
    | 'payment'
    | 'chatWeb'
    | 'chatApp'
    | 'chatAnonymous'
    | 'gift'
    | 'support'
    | 'wheel'
    | 'exchange'
    | 'quiz'
    | 'invite'
    | 'feedback'
    | 'savings';
  export type RouteTableOf<G extends keyof Routes> = { [K in G]: { [N in keyof Routes[K]]: RouteRef } };
  export const routeTable: RouteTableOf<Exclude<keyof Routes, LaterGroup>>;
  export const laterGroups: LaterGroup[];
}

declare module 'virtual:route-table-later' {
  import type { LaterGroup, RouteTableOf } from 'virtual:route-table';

  export const laterRoutes: RouteTableOf<LaterGroup>;
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
