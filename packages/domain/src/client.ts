const TOKENLESS_SUFFIXES = ['queryBannerList', '/perInfo/v1/get'];

/** False when a call goes without the token: its path contains 'login' or ends queryBannerList or /perInfo/v1/get. */
export function shouldSendToken(url: string): boolean {
  // Judged on the path: a query string or fragment neither hides an endpoint nor makes one tokenless
  // ('?fromPage=login'). 'login' is matched case-sensitively, as the spec writes it.
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (path.includes('login')) return false;
  return !TOKENLESS_SUFFIXES.some((suffix) => path.endsWith(suffix));
}

/** The web app's addresses that show the home page (`/` redirects there; the app sends `/app` on to `/app/home`). */
const HOME_PAGE_PATHS = new Set(['/app', '/app/', '/app/home']);

/**
 * True for a path (no query) that shows the home page: the server writes the home page's first screen
 * into these, and the web app takes it down on any other.
 */
export function isHomePagePath(pathname: string): boolean {
  return HOME_PAGE_PATHS.has(pathname);
}

const SPORTS_LIST_PATHS = new Set(['/app/sports', '/app/sports/']);

/**
 * True for a path (no query) that shows the sports list: its page's code is named in the HTML the
 * server sends there, and the boot script asks for its first list before that code arrives.
 */
export function isSportsListPath(pathname: string): boolean {
  return SPORTS_LIST_PATHS.has(pathname);
}

const OUTSIDE_URL_MAX = 2000;

/**
 * An operator's outside address (customer service, app download) as the site may link it: an
 * absolute http(s) URL, normalised; anything else (a typo, a `javascript:` URL) is null, and the site
 * then uses its own page instead of a link that cannot work.
 */
export function outsideUrl(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > OUTSIDE_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null;
}

const TIMEOUT_WITH_CREDENTIALS_MS = 30_000;
const TIMEOUT_WITHOUT_CREDENTIALS_MS = 5_000;

/** Request timeout: 30000 ms with credentials, 5000 ms without. */
export function requestTimeoutMs(hasCredentials: boolean): number {
  return hasCredentials ? TIMEOUT_WITH_CREDENTIALS_MS : TIMEOUT_WITHOUT_CREDENTIALS_MS;
}

const SITE_ID_MAX = 5005;
const SITE_ID_FALLBACK = 5000;

/** The site id whose behaviour applies: ids above 5005 fall back to 5000. */
export function siteIdFallback(siteId: number): number {
  return siteId > SITE_ID_MAX ? SITE_ID_FALLBACK : siteId;
}

/** False when the venue name contains 'AG' (its responses skip the server cache); true otherwise. */
export function isServerCacheable(venueName: string | null | undefined): boolean {
  return !(venueName ?? '').includes('AG');
}

const CLOCK_DRIFT_MAX_MS = 120_000;

/** True when server and local clocks differ by 120000 ms or more, in either direction. */
export function isClockOff(serverMs: number, localMs: number): boolean {
  return Math.abs(serverMs - localMs) >= CLOCK_DRIFT_MAX_MS;
}

const TITLE_MAX = 15;
const TITLE_MAX_SAFARI = 28;

/** True when the tab title must scroll: longer than 15 characters (28 in Safari). */
export function titleNeedsMarquee(title: string, isSafari: boolean): boolean {
  // Characters are code points, so an emoji counts once and is never split by nextTitleFrame.
  return Array.from(title).length > (isSafari ? TITLE_MAX_SAFARI : TITLE_MAX);
}

/** The next marquee frame of a tab title: rotated left by one character. */
export function nextTitleFrame(title: string): string {
  const [first = '', ...rest] = Array.from(title);
  return rest.join('') + first;
}

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", WeChat says all of them.
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, 'WeChat'],
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** Names the browser and system of a User-Agent for the member's device list; null where unknown. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  };
}
