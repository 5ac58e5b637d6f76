import type { ErrorReaction } from '@courtside/contract';

/** Why a call failed: a non-zero envelope code, or something below the envelope. */
export type ApiFailure = 'code' | 'timeout' | 'network' | 'badResponse' | 'cancelled' | 'config';

/**
 * The one error type every API call rejects with. `handled` is true when the common handling has
 * already told the user (toast, alert or redirect), so a screen does not say it twice.
 */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  readonly code: number | null;
  readonly reaction: ErrorReaction | null;
  readonly status: number | null;
  readonly data: unknown;
  readonly handled: boolean;

  constructor(
    failure: ApiFailure,
    message: string,
    extra: {
      code?: number | null;
      reaction?: ErrorReaction | null;
      status?: number | null;
      data?: unknown;
      handled?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.failure = failure;
    this.code = extra.code ?? null;
    this.reaction = extra.reaction ?? null;
    this.status = extra.status ?? null;
    this.data = extra.data;
    this.handled = extra.handled ?? true;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
