/**
 * What the service worker may keep: the app's shell and nothing else. It imports nothing, so the
 * worker's bundle is this file and worker.ts alone.
 */

/** The page every client route is, as built (no first screen, no member data): the offline fallback. */
export const SHELL_URL = '/index.html';

/** The build's files: content-hashed names, so a cached one is never stale. */
const ASSET_PREFIX = '/assets/';

/** Addresses that are never a page of the app, even when navigated to. */
const NOT_PAGES = ['/api/', '/socket.io/', '/stream/', '/media/', '/sandbox/', '/docs'];

export type ShellRoute = 'page' | 'asset' | 'network';

/**
 * How the worker treats a request. `page`: a navigation to one of the app's pages, answered by the
 * network and, offline, by the cached shell. `asset`: one of the build's files, from the cache first.
 * `network`: everything else, untouched and never stored: API replies (balances, bets, orders: money
 * data), sockets, video, media, other origins, and any request that is not a GET.
 */
export function shellRoute(request: { method: string; url: string; mode: string }, origin: string): ShellRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (url.pathname.startsWith(ASSET_PREFIX) && url.search === '') return 'asset';
  if (request.mode !== 'navigate') return 'network';
  if (NOT_PAGES.some((prefix) => url.pathname.startsWith(prefix)) || url.pathname.endsWith('.html')) return 'network';
  return 'page';
}

/** Whether a cached response may be kept: a whole, same-origin, successful answer. */
export const isKeepable = (response: { ok: boolean; type: string; status: number }): boolean =>
  response.ok && response.status === 200 && response.type === 'basic';
