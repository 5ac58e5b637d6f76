/**
 * Runs before the app's code has arrived (an async module first in index.html): it asks for what the
 * first screen shows, so the answers and the first banner image download while the JavaScript does.
 * The transport takes these calls (api/early.ts). It imports only the paths and two small rules with
 * no imports of their own (which addresses are the sports list, and its request), to stay tiny.
 */
import { firstScreen } from 'virtual:first-screen';
import { ACCESS_GO_HEADER } from '@courtside/contract/headers';
import { isSportsListPath } from '@courtside/domain';
import { accessGo } from './api/accessGo';
import type { EarlyCall } from './api/early';
import { matchListBody, sportsView } from './features/sports/api/listRequest';

const HOME_PATHS = new Set(['/', '/app', '/app/', '/app/home']);
// The same break point as the app's PC layout (ui/hooks.ts PC_QUERY), which picks the banner position.
const PC_QUERY = '(min-width: 1024px)';

const calls: EarlyCall[] = [];
window.__csEarly = calls;

const post = (path: string, payload: object): Promise<Response> => {
  const body = JSON.stringify(payload);
  const response = fetch(path, {
    method: 'POST',
    // The transport's headers for a visitor's first call (language is zh-CN until the site says otherwise).
    headers: {
      accept: 'application/json',
      language: 'zh-CN',
      'content-type': 'application/json',
      ...(accessGo.isSet() ? { [ACCESS_GO_HEADER]: '1' } : {}),
    },
    body,
    credentials: 'same-origin',
  });
  // A failed early call is the transport's to report when it takes it.
  response.catch(() => undefined);
  calls.push({ path, body, response });
  return response;
};

/** Starts the first banner image now: it is the largest thing on the home page. */
const preloadFirstBanner = async (answer: Promise<Response>) => {
  const envelope: unknown = await (await answer).clone().json();
  const data = (envelope as { data?: unknown }).data;
  if (!Array.isArray(data)) return;
  const first = [...data].sort((a, b) => Number(a?.sort) - Number(b?.sort))[0] as { imageUrl?: unknown } | undefined;
  if (typeof first?.imageUrl !== 'string') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = first.imageUrl;
  link.fetchPriority = 'high';
  document.head.append(link);
};

post(firstScreen.siteInfo, {});
if (HOME_PATHS.has(location.pathname)) {
  const banners = post(firstScreen.banners, { position: matchMedia(PC_QUERY).matches ? 'pc' : 'home' });
  post(firstScreen.navigation, {});
  post(firstScreen.marquee, {});
  preloadFirstBanner(banners).catch(() => undefined);
}
// The sports list: its tabs and the matches its address names, asked with the page, not after its code.
if (isSportsListPath(location.pathname)) {
  post(firstScreen.sportsConfig, {});
  const view = sportsView(new URLSearchParams(location.search));
  if (view.tab !== 'outright') post(firstScreen.matchList, matchListBody(view));
}
