import type { RouteRef } from 'virtual:route-table';
import type { SafetyChallenge, Transport } from '@courtside/contract';
import { ACCESS_GO_HEADER, ROBOT_PASS_HEADER } from '@courtside/contract/headers';
import { requestTimeoutMs, shouldSendToken } from '@courtside/domain';
import { RequestCache } from './cache';
import { DomainRotator } from './domains';
import { takeEarly } from './early';
import type { ErrorEffects, Translate } from './effects';
import { ApiError } from './errors';
import { errorSpecOf, NOT_LOGGED_IN } from './errorTable';
import { createReactor, NETWORK_TOAST_MS, TIMEOUT_TOAST_MS } from './reactions';
import type { RobotPassStore } from './robotPass';

/** What the safety-verification dialog is asked: the call, the server's message and the offered types. */
export interface SafetyRequest {
  path: string;
  body: unknown;
  msg: string;
  data: SafetyChallenge;
}

/** What the safety-verification dialog returns: fields merged into the repeated request, or null to cancel. */
export type SafetyVerify = (request: SafetyRequest) => Promise<Record<string, unknown> | null>;

/**
 * The offered dialog types from the envelope's data. Spec section 4: each type defaults to 1, so a
 * missing or malformed field (or no data at all) offers that type rather than leaving the member stuck.
 * The contract's schema is loaded here, when a challenge arrives, rather than with the first page.
 */
export async function readSafetyChallenge(data: unknown): Promise<SafetyChallenge> {
  const { safetyChallenge } = await import('@courtside/contract');
  const parsed = safetyChallenge.partial().safeParse(data);
  const offered = parsed.success ? parsed.data : {};
  return { image: offered.image ?? 1, slider: offered.slider ?? 1, antiFraud: offered.antiFraud ?? 1 };
}

export interface TransportOptions {
  fetch: typeof fetch;
  getToken: () => string | null;
  effects: ErrorEffects;
  t: Translate;
  language?: () => string;
  cache?: RequestCache;
  domains?: DomainRotator;
  /** Calls answered from the local cache for 60 s (the site-config reads). */
  isCacheable?: (route: RouteRef) => boolean;
  /** Background calls (time sync, domains): failures reject without a toast. */
  isBackground?: (route: RouteRef) => boolean;
  /** Per-route timeout; defaults to requestTimeoutMs(hasToken). */
  timeoutMs?: (route: RouteRef, hasToken: boolean) => number;
  /** Whether the member went on past the access notice (accessGo.ts); said with every call while set. */
  accessGo?: () => boolean;
  /** The robot pass the robot-check page left (robotPass.ts); sent with every call while held. */
  robotPass?: Pick<RobotPassStore, 'held' | 'drop'>;
  /** The safety-verification dialog; a later issue installs it. Without it the code is toasted. */
  safetyVerify?: SafetyVerify;
  lineSwitchLimit?: () => number;
}

const ABSOLUTE_URL = /^https?:\/\//;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEnvelope = (value: unknown): value is { code: number; data: unknown; msg: string } =>
  isRecord(value) && typeof value.code === 'number';

/** An answer that was asked for elsewhere, given up when this call's own timeout aborts. */
const abortable = (answer: Promise<Response>, signal: AbortSignal): Promise<Response> =>
  new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });

function toQuery(body: unknown): string {
  if (!isRecord(body)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The fetch transport under the contract's typed client: headers and token rules, timeouts,
 * the local cache, the envelope and the error catalogue, and backup-domain rotation.
 */
export function createTransport(options: TransportOptions) {
  const cache = options.cache ?? new RequestCache();
  const domains = options.domains ?? new DomainRotator();
  const { effects, t } = options;
  const reactor = createReactor({
    effects,
    t,
    onLineSwitch: () => domains.rotate(),
    ...(options.lineSwitchLimit ? { lineSwitchLimit: options.lineSwitchLimit } : {}),
  });

  /** A load failure counts towards domain rotation and is toasted unless the call runs in the background. */
  const loadFailure = (route: RouteRef, message: string, toastMs: number) => {
    domains.recordFailure();
    if (!options.isBackground?.(route)) effects.toast(message, { durationMs: toastMs });
  };

  async function send(route: RouteRef, body: unknown): Promise<unknown> {
    if (!route.path) {
      const message = t('errors.noAddress');
      effects.alert({ title: t('common.warmTips'), message });
      throw new ApiError('config', message);
    }
    const storedToken = options.getToken();
    const token = storedToken && shouldSendToken(route.path) ? storedToken : null;
    const cacheable = options.isCacheable?.(route) ?? false;
    const cacheKey = cacheable ? cache.key(route.path, body, token) : '';
    if (cacheable) {
      const cached = cache.get(cacheKey);
      if (cached.hit) return cached.value;
    }

    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.token = token;
    const language = options.language?.();
    if (language) headers.language = language;
    const pass = options.robotPass?.held();
    if (pass) headers[ROBOT_PASS_HEADER] = pass;
    if (options.accessGo?.()) headers[ACCESS_GO_HEADER] = '1';
    const init: RequestInit = { method: route.method, headers, credentials: 'same-origin' };
    // A path on another origin (the news domain, spec section 7) is not moved to a backup domain.
    let url = ABSOLUTE_URL.test(route.path) ? route.path : `${domains.base()}${route.path}`;
    if (route.method === 'GET') {
      url += toQuery(body);
    } else {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body ?? {});
    }

    const controller = new AbortController();
    init.signal = controller.signal;
    const timeoutMs = options.timeoutMs?.(route, token !== null) ?? requestTimeoutMs(token !== null);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    let response: Response;
    let parsed: unknown;
    let parseFailed = false;
    try {
      // The boot script may have asked already (src/boot.ts); its answer counts as this call's.
      const early = typeof init.body === 'string' ? takeEarly(route.path, init.body) : null;
      response = await (early ? abortable(early, controller.signal) : options.fetch(url, init));
      try {
        parsed = await response.json();
      } catch (error) {
        if (timedOut) throw error;
        parseFailed = true;
      }
    } catch {
      if (timedOut) {
        loadFailure(route, t('errors.timeoutToast'), TIMEOUT_TOAST_MS);
        throw new ApiError('timeout', t('errors.timeout'));
      }
      const message = t('errors.network');
      loadFailure(route, message, NETWORK_TOAST_MS);
      throw new ApiError('network', message);
    } finally {
      clearTimeout(timer);
    }

    if (response.status === 401) {
      domains.recordSuccess();
      const msg = (isEnvelope(parsed) && parsed.msg) || NOT_LOGGED_IN.msg;
      reactor.logout(msg);
      throw new ApiError('code', msg, {
        code: NOT_LOGGED_IN.code,
        reaction: 'logout',
        status: 401,
        data: isEnvelope(parsed) ? parsed.data : undefined,
      });
    }

    if (parseFailed || !isEnvelope(parsed)) {
      // A 5xx page from a proxy or a dead line is a load failure; a 200 with junk is a bad answer.
      if (!response.ok) {
        const message = t('errors.networkStatus', { status: response.status });
        loadFailure(route, message, NETWORK_TOAST_MS);
        throw new ApiError('network', message, { status: response.status });
      }
      const message = t('errors.badResponse');
      if (!options.isBackground?.(route)) effects.toast(message);
      throw new ApiError('badResponse', message, { status: response.status });
    }

    domains.recordSuccess();
    if (parsed.code === 0) {
      reactor.resetLineFailures();
      if (cacheable) cache.set(cacheKey, parsed.data);
      return parsed.data;
    }

    const spec = errorSpecOf(parsed.code);
    if (spec.reaction === 'robotCheck') options.robotPass?.drop();
    if (spec.reaction === 'safetyVerify' && options.safetyVerify) {
      const result = await options.safetyVerify({
        path: route.path,
        body,
        msg: parsed.msg,
        data: await readSafetyChallenge(parsed.data),
      });
      if (!result || Object.keys(result).length === 0) {
        const message = t('errors.requestClosed');
        throw new ApiError('cancelled', message, { code: parsed.code, reaction: 'safetyVerify' });
      }
      return send(route, { ...(isRecord(body) ? body : {}), ...result });
    }
    throw reactor.react(spec, { code: parsed.code, data: parsed.data, msg: parsed.msg });
  }

  return {
    // Typed by a contract route when given one (a login path with its hash); the API client gives
    // the route table's method and path alone. Only those two are read either way.
    send: send as Transport & typeof send,
    cache,
    domains,
    reactor,
  };
}

export type AppTransport = ReturnType<typeof createTransport>;
