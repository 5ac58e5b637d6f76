import type { RouteDef } from '@courtside/contract';
import { vi } from 'vitest';
import { i18n } from '../i18n';
import type { ErrorEffects } from './effects';

/** Spy effects for the error-handling tests; `location` is what the "current page" looks like. */
export function spyEffects(location: { pathname: string; search?: string } = { pathname: '/app/home' }) {
  const effects = {
    navigate: vi.fn<ErrorEffects['navigate']>(),
    toast: vi.fn<ErrorEffects['toast']>(),
    alert: vi.fn<ErrorEffects['alert']>(),
    clearSession: vi.fn<ErrorEffects['clearSession']>(),
    location: vi.fn(() => ({ pathname: location.pathname, search: location.search ?? '' })),
  };
  return effects;
}

export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** A minimal Response: status plus a body that is JSON, or text that fails to parse. */
export function fakeResponse(body: unknown, status = 200): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => {
      if (typeof body === 'string' && body.startsWith('<')) throw new SyntaxError('Unexpected token <');
      return body;
    },
  } as Response;
}

export const envelope = (code: number, data: unknown = null, msg = '') => ({ code, data, msg });

export const testRoute = (path: string, method: 'GET' | 'POST' = 'POST'): RouteDef =>
  ({ method, path, summary: 'test', request: undefined, response: undefined }) as unknown as RouteDef;
