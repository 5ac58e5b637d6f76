/**
 * The service worker that makes the site installable (APP 下载) and opens it offline to its shell. It
 * caches the shell only (shell.ts): the built index.html and the build's hashed files. It never
 * stores an API reply, so no balance, bet or order is ever served from it.
 */
import { isKeepable, SHELL_URL, shellRoute } from './shell';

// The worker's own events, as far as they are used here (the DOM library has no worker scope types).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const SHELL_CACHE = 'courtside-shell-v1';
const ASSET_CACHE = 'courtside-assets-v1';
/** The build's files kept at most; past it the oldest go (each deploy brings new names). */
const ASSETS_MAX = 200;

const refreshShell = async (): Promise<void> => {
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (isKeepable(response)) await (await caches.open(SHELL_CACHE)).put(SHELL_URL, response);
};

const trimAssets = async (cache: Cache): Promise<void> => {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - ASSETS_MAX)).map((key) => cache.delete(key)));
};

const fromCacheFirst = async (request: Request): Promise<Response> => {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isKeepable(response)) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
};

const page = async (event: FetchEvent): Promise<Response> => {
  try {
    const response = await fetch(event.request);
    // The shell follows the deploys the member sees, so offline it names files the cache has.
    event.waitUntil(refreshShell().catch(() => undefined));
    return response;
  } catch {
    return (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
};

worker.addEventListener('install', (event) => {
  event.waitUntil(refreshShell().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name !== SHELL_CACHE && name !== ASSET_CACHE).map((name) => caches.delete(name)),
        ),
      ),
  );
});

worker.addEventListener('fetch', (event) => {
  const route = shellRoute(event.request, worker.location.origin);
  if (route === 'page') event.respondWith(page(event));
  else if (route === 'asset') event.respondWith(fromCacheFirst(event.request));
});
