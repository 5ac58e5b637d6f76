import type { RouteObject } from 'react-router';

/**
 * Every screen once planned as 即将上线 has its real page now (the message centre came last, issue
 * 32). A later unbuilt screen would answer its address here with a route whose lazy element is
 * `ComingSoonPage` for its section; none does today.
 */
export const placeholderRoutes: RouteObject[] = [];
