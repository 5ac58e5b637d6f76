import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { retryAfterSeconds } from './sendCode';

const refused = (code: number, data: unknown) => new ApiError('code', 'x', { code, data });

describe('retryAfterSeconds', () => {
  it('reads the wait of a cooldown refusal (10604), rounded up', () => {
    expect(retryAfterSeconds(refused(10604, { retryAfter: 11 }))).toBe(11);
    expect(retryAfterSeconds(refused(10604, { retryAfter: 2.2 }))).toBe(3);
  });

  it('is null for other failures and malformed data', () => {
    expect(retryAfterSeconds(refused(10605, { retryAfter: 11 }))).toBeNull();
    expect(retryAfterSeconds(refused(10604, null))).toBeNull();
    expect(retryAfterSeconds(refused(10604, { retryAfter: 'soon' }))).toBeNull();
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });
});
