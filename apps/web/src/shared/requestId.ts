import { isApiError } from '../api/errors';

/**
 * A fresh id for one money request (the contract allows 8-64 of [A-Za-z0-9_-]): a UUID v4 built
 * from getRandomValues, which unlike crypto.randomUUID also exists on a site served over plain http.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * True when the request may have reached the server but its answer did not reach us. The server
 * may have moved the money, so a retry must carry the same requestId and get the first answer back.
 */
export function isUnanswered(error: unknown): boolean {
  return (
    isApiError(error) && (error.failure === 'network' || error.failure === 'timeout' || error.failure === 'badResponse')
  );
}

/** Mutation options shared by every money call: one automatic retry, only when no answer came back. */
export const moneyRetry = {
  retry: (failureCount: number, error: unknown) => failureCount < 1 && isUnanswered(error),
  retryDelay: 1_000,
} as const;
