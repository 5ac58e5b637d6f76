import type { Envelope } from '@courtside/contract';

export const ok = <T>(data: T): Envelope<T> => ({ code: 0, data, msg: 'success' });

export const fail = (code: number, msg: string, data: unknown = null): Envelope<unknown> => ({ code, data, msg });
