import type { TrackEvent, TrackEventKind } from '@courtside/contract';
import { TRACK_BATCH_MAX, TRACK_FLUSH_MS, TRACK_REPORT_PATH } from '@courtside/domain/track';

const TRACK_ATTRIBUTE = 'data-track';
const PAGE_MAX = 128;

/**
 * An element's `data-track` names what a click on it reports: `bannerClick:12`, `floatClick:3`,
 * `gameClick:DZ:fortune-tiger`. Anything else is not reported.
 */
export function clickOf(value: string | null): { kind: TrackEventKind; target: string } | null {
  const match = /^(bannerClick|floatClick|gameClick):([A-Za-z0-9_.:-]{1,64})$/.exec(value ?? '');
  return match ? { kind: match[1] as TrackEventKind, target: match[2] ?? '' } : null;
}

/**
 * Collects events and sends them in batches of at most 50, at least every 30 s, and at once when the
 * page is hidden (the last chance a phone gives). `send` answers false when the browser would not take
 * the batch, which is then lost: a report is never worth a retry loop on a member's phone.
 */
export function createTrackQueue(send: (events: TrackEvent[]) => void) {
  const queue: TrackEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) send(queue.splice(0, TRACK_BATCH_MAX));
  };
  const push = (event: TrackEvent) => {
    queue.push(event);
    if (queue.length >= TRACK_BATCH_MAX) flush();
    else timer ??= setTimeout(flush, TRACK_FLUSH_MS);
  };
  return { push, flush };
}

/** A beacon: it outlives the page, carries the session cookie, and never delays a navigation. */
const sendBeacon = (events: TrackEvent[]) => {
  const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
  const url = TRACK_REPORT_PATH;
  if (navigator.sendBeacon?.(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
};

/** What 埋点 needs of the router: where the page is and word of every move. */
export interface Navigation {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * 埋点 (issue 32): a page view at every route change and a click on whatever carries `data-track`.
 * Installed once the first page is idle; the page the member is on then is its first view.
 */
export function installTracking(router: Navigation, send: (events: TrackEvent[]) => void = sendBeacon) {
  const { push, flush } = createTrackQueue(send);
  let page = '';
  const view = (pathname: string) => {
    const path = pathname.slice(0, PAGE_MAX);
    if (path === page) return;
    page = path;
    push({ kind: 'pageView', page, at: new Date().toISOString() });
  };
  view(router.state.location.pathname);
  const unsubscribe = router.subscribe((state) => view(state.location.pathname));
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest(`[${TRACK_ATTRIBUTE}]`) : null;
    const click = clickOf(element?.getAttribute(TRACK_ATTRIBUTE) ?? null);
    if (click) push({ ...click, page: page || '/', at: new Date().toISOString() });
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
