import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isHomePagePath, isSportsListPath } from '@courtside/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const HINTS_TIMEOUT_MS = 200;
const NO_HINTS = { head: '', body: '' };

/** The home route's chunk is named after its page component (features/home/HomePage.tsx). */
const HOME_CHUNK_NAME = 'HomePage';

/** What the sports list's route loads (features/sports/routes.tsx): its page, its strings and the venue gate. */
const SPORTS_LIST_MODULES = [
  'src/features/sports/pages/SportsPage.tsx',
  'src/i18n/zh-CN.sports.ts',
  'src/features/venue/index.ts',
];

const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/**
 * The first path segments the server answers under itself: every route's (the API, `/media`, the
 * media origin, the sandbox's pages, `/docs`, the probes), gathered as routes are added, with the
 * build's assets, the sockets and `extra` (a same-origin media base). Call before any route is added.
 */
export const trackServerRoots = (app: FastifyInstance, extra: readonly string[] = []): ReadonlySet<string> => {
  const roots = new Set(['assets', 'socket.io', ...extra.filter((root) => root !== '')]);
  app.addHook('onRoute', (route) => {
    const first = route.url.split('/')[1] ?? '';
    if (first !== '' && !first.startsWith(':') && !first.startsWith('*')) roots.add(first);
  });
  return roots;
};

const decodedPath = (url: string): string | null => {
  try {
    return decodeURIComponent(pathOf(url));
  } catch {
    return null;
  }
};

/**
 * True for an address the web app's page may answer: not under a server root (an unknown playlist,
 * segment, API call or sandbox page is a 404, or a player or CDN would cache the page as the file),
 * not a file name (a missing `/favicon.ico` or chunk), and no `.` or `..` step (a traversal).
 */
export const isWebAppPage = (url: string, serverRoots: ReadonlySet<string>): boolean => {
  const path = decodedPath(url);
  if (path === null) return false;
  const segments = path.split(/[\\/]/);
  if (segments.some((segment) => segment === '.' || segment === '..')) return false;
  if (serverRoots.has(segments[1] ?? '')) return false;
  return !(segments.at(-1) ?? '').includes('.');
};

/** Every chunk a key statically imports, itself included. */
const staticClosure = (manifest: Manifest, key: string, into = new Set<string>()): Set<string> => {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
};

/**
 * The tags that let a page's own code and styles download with the entry instead of after it: the
 * route's chunks and the chunks only they import (modulepreload), and their stylesheets (preload, so
 * they do not hold up the first paint). Empty when the build has none of the chunks.
 */
export const routePreloadTags = (manifest: Manifest, routeKeys: readonly string[]): string => {
  const keys = routeKeys.filter((key) => manifest[key]);
  if (!manifest['index.html'] || keys.length === 0) return '';
  const loadedByEntry = staticClosure(manifest, 'index.html');
  const closure = new Set<string>();
  for (const key of keys) staticClosure(manifest, key, closure);
  const chunks = [...closure].filter((key) => !loadedByEntry.has(key));
  const scripts = chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`);
  const styles = chunks.flatMap((key) =>
    (manifest[key]?.css ?? []).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  );
  return [...scripts, ...styles].join('\n    ');
};

/** The home route's chunk, found by its page's name. */
export const homePreloadTags = (manifest: Manifest): string => {
  const home = manifest['index.html']?.dynamicImports?.find(
    (key) => manifest[key]?.name === HOME_CHUNK_NAME && manifest[key]?.isDynamicEntry,
  );
  return home ? routePreloadTags(manifest, [home]) : '';
};

interface PageVariants {
  home: string;
  sports: string;
  other: string;
}

/** index.html with the preloads of the page it is served for; every other page gets it as built. */
const pageVariants = (webDist: string, pageHead: string): PageVariants => {
  const built = readFileSync(join(webDist, 'index.html'), 'utf8');
  const html = pageHead ? built.replace('</head>', `  ${pageHead}\n  </head>`) : built;
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const withTags = (tags: string) => (tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html);
  return {
    home: withTags(homePreloadTags(manifest)),
    sports: withTags(routePreloadTags(manifest, SPORTS_LIST_MODULES)),
    other: html,
  };
};

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, each as
 * the brotli or gzip twin the build wrote when the browser accepts it, and index.html for every client
 * route. Returns the SPA fallback for the not-found handler, or null when no build exists (API-only
 * runs and tests).
 */
export const registerWebApp = async (
  app: FastifyInstance,
  webDist: string,
  homeHints: (request: FastifyRequest) => Promise<{ head: string; body: string }>,
  /** Tags every page carries in its head (the gateway mode the app is to speak). */
  pageHead = '',
): Promise<SpaFallback | null> => {
  if (!existsSync(join(webDist, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  app.get('/', (_request, reply) => reply.redirect('/app/home'));
  const pages = pageVariants(webDist, pageHead);
  // The page is small and changes with the request's path and site: compression happens on the way out.
  return async (request, reply) => {
    const path = pathOf(request.url);
    let page = isSportsListPath(path) ? pages.sports : pages.other;
    if (isHomePagePath(path)) {
      // Hints only speed the page up: without them (a slow or failed read) it is served as built.
      const hints = await Promise.race([homeHints(request), delay(HINTS_TIMEOUT_MS, NO_HINTS)]).catch(() => NO_HINTS);
      page = pages.home
        .replace('</head>', `  ${hints.head}\n  </head>`)
        .replace('<div id="root">', `${hints.body}<div id="root">`);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };
};

/** Where the console lives; its own client routes are under it too. */
export const ADMIN_PREFIX = '/admin/';

/**
 * Serves the operator's console under /admin/: hashed assets cached for a year, and its index.html
 * (never cached) for every console route, like the member app. Returns the fallback for console
 * routes, or null when the console is not built (API-only runs and tests).
 */
export const registerAdminApp = async (app: FastifyInstance, adminDist: string): Promise<SpaFallback | null> => {
  const indexFile = join(adminDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: adminDist,
    prefix: ADMIN_PREFIX,
    index: false,
    wildcard: true,
    decorateReply: false,
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const page = readFileSync(indexFile, 'utf8');
  // The console is for staff only: never cached, never indexed.
  const sendPage: SpaFallback = async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page);
  app.get('/admin', (_request, reply) => reply.redirect(ADMIN_PREFIX));
  // The folder itself is not a file the static handler serves (it answers 403 for it).
  app.get(ADMIN_PREFIX, { schema: { hide: true } }, sendPage);
  return sendPage;
};
