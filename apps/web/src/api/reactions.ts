import type { ErrorSpec } from '@courtside/contract';
import type { ErrorEffects, Translate } from './effects';
import { ApiError } from './errors';
import { LINE_ABNORMAL, NETWORK_ABNORMAL } from './errorTable';

/** Toast durations of spec section 8. */
export const TIMEOUT_TOAST_MS = 1500;
export const NETWORK_TOAST_MS = 1000;
/** IP and device blockade: the logout reaction is debounced by this much (spec section 9). */
export const BLOCKADE_DEBOUNCE_MS = 700;
/** Line failures tolerated before "line abnormal, switching" gives way to "network abnormal". */
export const LINE_SWITCH_LIMIT_DEFAULT = 3;
export const LINE_SWITCH_LIMIT_KEY = 'cs-line-switch-limit';

export const ROUTES = {
  login: '/login',
  home: '/app/home',
  maintenance: '/maintenance',
  accessAlert: '/access-alert',
  accessRestriction: '/access-restriction',
  robotCheck: '/robot-check',
  cs: '/cs',
} as const;

export interface ReactorOptions {
  effects: ErrorEffects;
  t: Translate;
  /** The stored limit for the line-switch counter. */
  lineSwitchLimit?: () => number;
  /** Called when a line failure asks the client to move to another line (domain). */
  onLineSwitch?: () => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** The state the access-alert page receives: the envelope's data and message. */
export interface AccessAlertState {
  payload: unknown;
  msg: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the stored line-switch limit (local storage), falling back to the default. */
export function storedLineSwitchLimit(): number {
  try {
    const value = Number(localStorage.getItem(LINE_SWITCH_LIMIT_KEY));
    return Number.isInteger(value) && value > 0 ? value : LINE_SWITCH_LIMIT_DEFAULT;
  } catch {
    return LINE_SWITCH_LIMIT_DEFAULT;
  }
}

/**
 * Turns a non-zero envelope into what the user sees (spec section 8) and the ApiError the call
 * rejects with. One instance per app: it holds the logout latch, the blockade debounce and the
 * line-failure counter.
 */
export function createReactor(options: ReactorOptions) {
  const { effects, t } = options;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const lineSwitchLimit = options.lineSwitchLimit ?? storedLineSwitchLimit;
  let loggingOut = false;
  let blockadeTimer: unknown = null;
  let lineFailures = 0;

  const goOnce = (to: string, navigateOptions?: { state?: unknown; replace?: boolean }) => {
    if (effects.location().pathname !== to) effects.navigate(to, navigateOptions);
  };

  /** Clear the session, alert with the server message, then go to /login. One alert at a time. */
  const logout = (message: string) => {
    effects.clearSession();
    if (loggingOut) return;
    loggingOut = true;
    const { pathname, search } = effects.location();
    const fromPage = pathname.startsWith(ROUTES.login) ? '' : `?fromPage=${encodeURIComponent(pathname + search)}`;
    effects.alert({
      title: t('common.warmTips'),
      message,
      onOk: () => {
        loggingOut = false;
        effects.navigate(`${ROUTES.login}${fromPage}`, { replace: true });
      },
    });
  };

  const logoutDebounced = (message: string) => {
    if (blockadeTimer !== null) clearTimer(blockadeTimer);
    blockadeTimer = setTimer(() => {
      blockadeTimer = null;
      logout(message);
    }, BLOCKADE_DEBOUNCE_MS);
  };

  /** The access caveat is skipped on the customer-service page and when the `go` flag is set. */
  const accessExempt = () => {
    const { pathname, search } = effects.location();
    return pathname === ROUTES.cs || pathname.startsWith(`${ROUTES.cs}/`) || new URLSearchParams(search).has('go');
  };

  function react(spec: ErrorSpec, envelope: { code: number; data: unknown; msg: string }): ApiError {
    const serverMsg = envelope.msg?.trim() || spec.msg;
    const make = (message: string, handled = true) =>
      new ApiError('code', message, {
        code: envelope.code,
        reaction: spec.reaction,
        status: spec.httpStatus,
        data: envelope.data,
        handled,
      });

    switch (spec.reaction) {
      case 'toast':
        effects.toast(serverMsg);
        return make(serverMsg);
      case 'silent':
        return make(serverMsg, false);
      case 'logout':
        logout(serverMsg);
        return make(serverMsg);
      case 'logoutDebounced':
        effects.clearSession();
        logoutDebounced(serverMsg);
        return make(serverMsg);
      case 'busy': {
        const busy = t('errors.busy');
        effects.toast(busy);
        return make(busy);
      }
      case 'accessCaveat': {
        if (accessExempt()) return make(serverMsg, false);
        const payload = envelope.data;
        if (isRecord(payload) && payload.maintenanceStatus === 0) {
          goOnce(ROUTES.maintenance, { replace: true });
        } else {
          const state: AccessAlertState = { payload, msg: serverMsg };
          effects.navigate(ROUTES.accessAlert, { state, replace: true });
        }
        return make(serverMsg);
      }
      case 'accessRestriction':
        effects.clearSession();
        goOnce(ROUTES.accessRestriction, { replace: true });
        return make(serverMsg);
      case 'maintenance':
        goOnce(ROUTES.maintenance, { replace: true });
        return make(serverMsg);
      case 'robotCheck': {
        goOnce(ROUTES.robotCheck);
        return make(t('errors.generic'));
      }
      case 'safetyVerify':
        // Reached only when no safety-verification dialog is installed (see transport `safetyVerify`).
        effects.toast(serverMsg);
        return make(serverMsg);
      case 'lineSwitch': {
        lineFailures += 1;
        const switching = lineFailures < lineSwitchLimit();
        const code = switching ? LINE_ABNORMAL : NETWORK_ABNORMAL;
        const message = t(switching ? 'errors.lineAbnormal' : 'errors.networkAbnormal');
        effects.toast(message);
        if (switching) options.onLineSwitch?.();
        return new ApiError('code', message, { code, reaction: 'lineSwitch', data: envelope.data });
      }
    }
  }

  return {
    react,
    logout,
    /** A successful call clears the line-failure counter. */
    resetLineFailures: () => {
      lineFailures = 0;
    },
    get lineFailures() {
      return lineFailures;
    },
  };
}

export type Reactor = ReturnType<typeof createReactor>;
